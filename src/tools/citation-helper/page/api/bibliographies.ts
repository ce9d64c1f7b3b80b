import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BibliographyFields, BibliographyList, SavedBibliography } from '../../contract';
import { apiFetch } from '../../../../web/lib/api-client';

const listKey = ['bibliographies'] as const;

/** The signed-in user's saved lists (none is fetched for visitors and guests, who cannot keep any). */
export function useBibliographies(enabled: boolean) {
  return useQuery({
    queryKey: listKey,
    queryFn: () => apiFetch<BibliographyList>('/api/bibliographies'),
    enabled,
  });
}

export function fetchBibliography(id: string) {
  return apiFetch<SavedBibliography>(`/api/bibliographies/${id}`).then((body) => body.bibliography);
}

/** Saves a list: a new one without an id, else the changes to that one. Free: no request is counted. */
export function useSaveBibliography() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: BibliographyFields }) =>
      apiFetch<SavedBibliography>(id ? `/api/bibliographies/${id}` : '/api/bibliographies', {
        method: id ? 'PATCH' : 'POST',
        body: JSON.stringify(fields),
      }).then((body) => body.bibliography),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useDeleteBibliography() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/bibliographies/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
