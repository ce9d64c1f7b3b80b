import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { HistoryPage } from '../../../../contracts/history';
import { apiFetch } from '../../../lib/api-client';
import { historyListQueryKey, historyQueryKey } from './get-history';

/** DELETE /api/history/:id */
export async function deleteHistoryItem(id: string): Promise<void> {
  await apiFetch(`/api/history/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteHistoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistoryItem,
    onSuccess: (_data, id) => {
      // Drop the row at once rather than waiting for the refetch, so the list does not flicker.
      queryClient.setQueryData<InfiniteData<HistoryPage>>(historyListQueryKey, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })) },
      );
      queryClient.removeQueries({ queryKey: [...historyQueryKey, id] });
      void queryClient.invalidateQueries({ queryKey: historyListQueryKey });
    },
  });
}
