import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export const billingSchema = z.object({
  mode: z.enum(['stripe', 'sandbox', 'off']),
  plan: z.string(),
  status: z.enum(['active', 'past_due', 'none']),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  pendingPlan: z.string().nullable(),
  graceEndsAt: z.string().nullable(),
  portal: z.boolean(),
});
export type BillingStatus = z.infer<typeof billingSchema>;

export const billingQueryKey = ['billing'] as const;

/** GET /api/billing: the caller's paid subscription (status none = Free). */
export async function getBilling(): Promise<BillingStatus> {
  return billingSchema.parse(await apiFetch('/api/billing'));
}

export function useBilling(enabled = true) {
  return useQuery({ queryKey: billingQueryKey, queryFn: getBilling, enabled, staleTime: 10_000 });
}
