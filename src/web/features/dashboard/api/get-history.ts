import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export const historyItemSchema = z.object({
  id: z.string(),
  toolId: z.string(),
  createdAt: z.string(),
  wordCount: z.number().nullable().optional(),
  preview: z.string().nullable().optional(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  nextCursor: z.string().nullable().optional(),
  historyDays: z.number().nullable().optional(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

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
