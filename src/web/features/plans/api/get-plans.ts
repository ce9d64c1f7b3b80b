import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export const planSchema = z.object({
  name: z.string(),
  price: z.number(),
  period: z.string(),
  requests: z.number(),
  wordCount: z.number(),
  description: z.string(),
  features: z.array(z.string()),
  buttonText: z.string(),
  buttonVariant: z.enum(['default', 'outline', 'secondary', 'destructive', 'ghost', 'link']).catch('default'),
  highlighted: z.boolean().optional(),
  responses: z.enum(['basic', 'advanced']).optional(),
  history: z.string().optional(),
});
export type PlanView = z.infer<typeof planSchema>;

// The server may answer with the bare list or wrap it; accept both so the page does not break on either.
const plansResponseSchema = z.union([z.array(planSchema), z.object({ plans: z.array(planSchema) }).transform((body) => body.plans)]);

/** GET /api/plans */
export async function getPlans(): Promise<PlanView[]> {
  return plansResponseSchema.parse(await apiFetch('/api/plans'));
}

export function usePlans() {
  return useQuery({ queryKey: ['plans'], queryFn: getPlans, staleTime: 5 * 60_000 });
}
