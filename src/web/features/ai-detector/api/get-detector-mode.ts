import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const schema = z.object({ aiDetectorLogprobs: z.boolean().catch(false).default(false) });

/** Whether this server adds the Binoculars score (OPENAI_BASE_URL is set); undefined while loading. */
export function useBinocularsConfigured(): boolean | undefined {
  const query = useQuery({
    queryKey: ['config', 'ai-detector-logprobs'],
    queryFn: async () => schema.parse(await apiFetch('/api/config')).aiDetectorLogprobs,
    staleTime: Infinity,
  });
  return query.data;
}
