import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const schema = z.object({ plagiarismWebSearch: z.boolean().catch(false).default(false) });

/** Whether this server searches the web during a check (a SearXNG is configured). */
export function useWebSearchEnabled(): boolean | undefined {
  const query = useQuery({
    queryKey: ['config', 'plagiarism-web-search'],
    queryFn: async () => schema.parse(await apiFetch('/api/config')).plagiarismWebSearch,
    staleTime: Infinity,
  });
  return query.data;
}
