import { useInfiniteQuery } from '@tanstack/react-query';
import { historyPageSchema, type HistoryPage } from '../../../../contracts/history';
import { apiFetch } from '../../../lib/api-client';

/** Prefix of every history query (list and detail), invalidated after each tool run. */
export const historyQueryKey = ['history'] as const;
export const historyListQueryKey = [...historyQueryKey, 'list'] as const;

/** GET /api/history?cursor=…: the caller's own runs, newest first, within the plan's history depth. */
export async function getHistoryPage(cursor: string | null): Promise<HistoryPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return historyPageSchema.parse(await apiFetch(`/api/history${query}`));
}

export function useHistory() {
  return useInfiniteQuery({
    queryKey: historyListQueryKey,
    queryFn: ({ pageParam }) => getHistoryPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
  });
}
