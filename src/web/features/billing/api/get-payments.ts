import { useQuery } from '@tanstack/react-query';
import { paymentListSchema, type Payment } from '../../../../contracts/payments';
import { apiFetch } from '../../../lib/api-client';

export const paymentsQueryKey = ['billing', 'payments'] as const;

export async function getPayments(): Promise<Payment[]> {
  return paymentListSchema.parse(await apiFetch('/api/billing/payments')).items;
}

export function usePayments() {
  return useQuery({ queryKey: paymentsQueryKey, queryFn: getPayments });
}
