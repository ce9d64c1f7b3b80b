import { historyDetailSchema, type HistoryDetail } from '../../../../contracts/history';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/history/:id (called from the detail route's loader, so a 404 reaches the error screen). */
export async function getHistoryItem(id: string): Promise<HistoryDetail> {
  return historyDetailSchema.parse(await apiFetch(`/api/history/${encodeURIComponent(id)}`));
}
