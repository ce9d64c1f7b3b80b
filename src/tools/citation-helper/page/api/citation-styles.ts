import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StyleSearch } from '../../contract';
import { apiFetch } from '../../../../web/lib/api-client';

/** GET /api/citation-styles?q=: the bundled styles for an empty query, else the best matches of every style the server has. */
export function useStyleSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['citation-styles', q],
    queryFn: () => apiFetch<StyleSearch>(`/api/citation-styles?q=${encodeURIComponent(q)}&limit=30`),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
