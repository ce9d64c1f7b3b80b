import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ToolId } from '../../domain/tools';
import { apiFetch } from './api-client';

const configSchema = z.object({ tools: z.record(z.string(), z.unknown()).catch({}).default({}) });

/**
 * Which optional upgrades this server gives a tool (`/api/config` → `tools.<id>`), read with the
 * shape from the tool's contract; `fallback` when the server says nothing; undefined while loading.
 */
export function useToolSetup<Setup>(toolId: ToolId, schema: z.ZodType<Setup>, fallback: Setup): Setup | undefined {
  const query = useQuery({
    queryKey: ['config', 'tools'],
    queryFn: async () => configSchema.parse(await apiFetch('/api/config')).tools,
    staleTime: Infinity,
  });
  if (!query.data) return undefined;
  const parsed = schema.safeParse(query.data[toolId]);
  return parsed.success ? parsed.data : fallback;
}
