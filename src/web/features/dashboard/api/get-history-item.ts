import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { historyItemSchema, historyQueryKey } from './get-history';

export const historyDetailSchema = historyItemSchema.extend({
  input: z.unknown().optional(),
  result: z.unknown(),
});
export type HistoryDetail = z.infer<typeof historyDetailSchema>;

/** GET /api/history/:id */
export async function getHistoryItem(id: string): Promise<HistoryDetail> {
  return historyDetailSchema.parse(await apiFetch(`/api/history/${encodeURIComponent(id)}`));
}

export const historyItemQuery = (id: string) =>
  queryOptions({ queryKey: [...historyQueryKey, id], queryFn: () => getHistoryItem(id), staleTime: 60_000 });

export function useHistoryItem(id: string) {
  return useQuery(historyItemQuery(id));
}
