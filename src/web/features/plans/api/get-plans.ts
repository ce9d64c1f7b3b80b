import { useQuery } from '@tanstack/react-query';
import { planListSchema, type PlanEntry } from '../../../../contracts/plans';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/plans */
export async function getPlans(): Promise<PlanEntry[]> {
  return planListSchema.parse(await apiFetch('/api/plans'));
}

export function usePlans() {
  return useQuery({ queryKey: ['plans'], queryFn: getPlans, staleTime: 5 * 60_000 });
}
