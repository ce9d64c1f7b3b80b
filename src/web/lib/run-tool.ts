import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ToolId } from '../../domain/tools';
import { apiFetch } from './api-client';
import { meQueryKey } from '../features/account/api/get-me';

export const runToolResponseSchema = z.object({
  result: z.unknown(),
  remaining: z.number(),
  historyId: z.string().nullable(),
});

export interface RunToolResponse<Result> {
  result: Result;
  remaining: number;
  historyId: string | null;
}

/** POST /api/tools/<id>. Errors arrive as ApiError (402 allowance_exhausted, 413 word_limit_exceeded, …). */
export async function runTool<Result>(toolId: ToolId, input: unknown): Promise<RunToolResponse<Result>> {
  const body = runToolResponseSchema.parse(
    await apiFetch(`/api/tools/${toolId}`, { method: 'POST', body: JSON.stringify(input) }),
  );
  return body as RunToolResponse<Result>;
}

/** Runs a tool and refreshes the counters and history shown elsewhere (top bar, dashboard). */
export function useRunTool<Input, Result>(toolId: ToolId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => runTool<Result>(toolId, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
    },
  });
}
