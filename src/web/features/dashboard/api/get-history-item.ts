import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { historyItemSchema } from './get-history';

export const historyDetailSchema = historyItemSchema.extend({
  input: z.unknown().optional(),
  result: z.unknown(),
});
export type HistoryDetail = z.infer<typeof historyDetailSchema>;

/** GET /api/history/:id (called from the detail route's loader, so a 404 reaches the error screen). */
export async function getHistoryItem(id: string): Promise<HistoryDetail> {
  return historyDetailSchema.parse(await apiFetch(`/api/history/${encodeURIComponent(id)}`));
}
