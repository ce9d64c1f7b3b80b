import { z } from 'zod';

/**
 * POST /api/tools/<tool-id>'s answer. `result` is the tool's result (its schema is the tool's
 * contract, src/tools/<id>/contract.ts); `remaining` is what is left on this tool's counter;
 * `historyId` is null when the run was not kept in history.
 */
export const toolRunAnswerSchema = z.object({
  result: z.unknown(),
  remaining: z.number(),
  historyId: z.string().nullable(),
});
export type ToolRunAnswer<Result = unknown> = Omit<z.infer<typeof toolRunAnswerSchema>, 'result'> & { result: Result };
