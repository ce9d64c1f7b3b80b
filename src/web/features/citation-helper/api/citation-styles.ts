import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface StyleOption {
  id: string;
  title: string;
  bundled: boolean;
  /** A journal's alias of another style. */
  parent?: string;
}

export interface StyleSearch {
  styles: StyleOption[];
  total: number;
  /** How many styles the server's installed collection holds (0 without Debian's package). */
  installed: number;
}

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
