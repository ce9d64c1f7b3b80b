import type { z } from 'zod';
import type { ToolId } from '../../domain/tools';
import { useConfig } from './app-config';

/**
 * Which optional upgrades this server gives a tool (`/api/config` → `tools.<id>`), read with the
 * shape from the tool's contract; `fallback` when the server says nothing; undefined while loading.
 */
export function useToolSetup<Setup>(toolId: ToolId, schema: z.ZodType<Setup>, fallback: Setup): Setup | undefined {
  const { data } = useConfig();
  if (!data) return undefined;
  const parsed = schema.safeParse(data.tools[toolId]);
  return parsed.success ? parsed.data : fallback;
}
