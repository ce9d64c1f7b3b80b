import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toolRunAnswerSchema, type ToolRunAnswer } from '../../contracts/tool-run';
import { findTool, type ToolId } from '../../domain/tools';
import { ApiError, apiFetch } from './api-client';
import { announceSessionChange } from './auth/session-sync';
import { meQueryKey } from './me';
import { writeRemaining } from './write-remaining';
import { scheduleKeepFocus } from './keep-focus-after-run';

/** POST /api/tools/<id>. Errors arrive as ApiError (402 allowance_exhausted, 413 word_limit_exceeded, …). */
export async function runTool<Result>(toolId: ToolId, input: unknown): Promise<ToolRunAnswer<Result>> {
  const body = toolRunAnswerSchema.parse(
    await apiFetch(`/api/tools/${toolId}`, { method: 'POST', body: JSON.stringify(input) }),
  );
  return body as ToolRunAnswer<Result>;
}

/**
 * Runs a tool and keeps the counters and history shown elsewhere (top bar, dashboard) current. A success
 * writes the response's `remaining` into the cached /api/me (no refetch); an error refetches it, since a
 * 402 may mean the cached counters were stale.
 */
export function useRunTool<Input, Result>(toolId: ToolId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => runTool<Result>(toolId, input),
    onMutate: () => ({ focusBefore: typeof document === 'undefined' ? null : document.activeElement }),
    onSuccess: ({ remaining }) => {
      const tool = findTool(toolId);
      if (!tool || !writeRemaining(queryClient, tool.counter, remaining)) {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    },
    onError: (error) => {
      // The server refused a dead session cookie and cleared it: show this tab as signed out now.
      if (error instanceof ApiError && error.code === 'session_expired') announceSessionChange();
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onSettled: (_data, _error, _input, context) => {
      void queryClient.invalidateQueries({ queryKey: ['history'] });
      scheduleKeepFocus(context?.focusBefore ?? null);
    },
  });
}
