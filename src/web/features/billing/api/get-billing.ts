import { useQuery } from '@tanstack/react-query';
import { billingSummarySchema, type BillingSummary } from '../../../../contracts/billing';
import { apiFetch } from '../../../lib/api-client';

export const billingQueryKey = ['billing'] as const;

/** GET /api/billing: the caller's paid subscription (status none = Free). */
export async function getBilling(): Promise<BillingSummary> {
  return billingSummarySchema.parse(await apiFetch('/api/billing'));
}

export function useBilling(enabled = true) {
  return useQuery({ queryKey: billingQueryKey, queryFn: getBilling, enabled, staleTime: 10_000 });
}
