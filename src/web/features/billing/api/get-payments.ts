import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export const paymentSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  plan: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['paid', 'failed']),
  description: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentsQueryKey = ['billing', 'payments'] as const;

export async function getPayments(): Promise<Payment[]> {
  return z.object({ items: z.array(paymentSchema) }).parse(await apiFetch('/api/billing/payments')).items;
}

export function usePayments() {
  return useQuery({ queryKey: paymentsQueryKey, queryFn: getPayments });
}
