import type { Db } from '../../db/database';
import { formatPlanLimit } from '../../domain/plans';
import { findTool } from '../../domain/tools';
import type { ToolEngine, ToolInputError } from '../../tools/engine';
import { recordToolRun } from '../history/history-store';
import { ApiError } from '../http/api-error';
import { refundRequest } from '../usage/refund-request';
import { settleAndLoadUsage, type Usage } from '../usage/settle-and-load-usage';
import { takeRequest } from '../usage/take-request';

export interface ToolRunOutcome {
  result: unknown;
  /** What is left on this tool's counter after the run. */
  remaining: number;
  historyId: string | null;
}

export interface RunToolForUserOptions {
  db: Db;
  engine: ToolEngine<unknown, unknown>;
  userId: string;
  input: unknown;
  signal?: AbortSignal;
  /** The caller's usage when the route already loaded it (to size the body limit); loaded here otherwise. */
  usage?: Usage;
}

/**
 * The allowance-guarded run: word limit, atomic take (which refills an ended period), the engine itself,
 * refund when it fails, and the history row when it succeeds. Throws ApiError for every refusal.
 * Statements on success: load usage (unless given), take, insert history (unless the user keeps none).
 */
export async function runToolForUser({ db, engine, userId, input, signal, usage }: RunToolForUserOptions): Promise<ToolRunOutcome> {
  const tool = findTool(engine.id);
  if (!tool) throw new Error(`Engine ${engine.id} is not in the tool catalogue`);
  const { plan, allowance, keepHistory } = usage ?? (await settleAndLoadUsage(db, userId));

  const words = callEngine(() => engine.countInputWords(input));
  if (words > plan.wordCount) {
    throw new ApiError(
      413,
      'word_limit_exceeded',
      `This text has ${words.toLocaleString('en-US')} words; the ${plan.name} plan allows ${formatPlanLimit(plan.wordCount)} per scan.`,
      { limit: plan.wordCount, words, plan: plan.name },
    );
  }

  const taken = await takeRequest(db, userId, tool.counter, plan);
  if (!taken) {
    // Only a period that is still running can be exhausted, so the loaded period end is the refill date.
    const periodEnd = allowance.periodEnd.toISOString();
    throw new ApiError(
      402,
      'allowance_exhausted',
      `You have used all ${formatPlanLimit(plan.requests)} ${tool.label} requests of your ${plan.name} plan this month. They refill on ${periodEnd.slice(0, 10)}.`,
      { limit: plan.requests, remaining: 0, periodEnd, plan: plan.name },
    );
  }
  const { remaining } = taken;

  const startedAt = performance.now();
  let result: unknown;
  try {
    result = await engine.run(input, { responses: plan.responses, signal, userId });
  } catch (error) {
    await refundRequest(db, userId, tool.counter, plan);
    throw toRunError(error, tool.label, signal);
  }
  const durationMs = performance.now() - startedAt;

  let historyId: string | null = null;
  try {
    // Privacy setting: the user asked us to keep no history of their runs.
    if (keepHistory) historyId = await recordToolRun(db, { userId, toolId: engine.id, input, result, wordCount: words, durationMs });
  } catch (error) {
    // The user has their result; losing the history row is not worth failing the request.
    console.error(`[tools] could not record a ${engine.id} run in history:`, error);
  }
  return { result, remaining, historyId };
}

/** Engine code that rejects its input throws ToolInputError: that is a 400, not a crash. */
function callEngine<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw toRunError(error, undefined, undefined);
  }
}

function toRunError(error: unknown, label: string | undefined, signal: AbortSignal | undefined): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.name === 'ToolInputError') {
    const { status, code } = error as Partial<ToolInputError>;
    return new ApiError(status ?? 400, code ?? 'invalid_input', error.message);
  }
  if (error instanceof Error && error.name === 'ToolServiceError') return new ApiError(503, 'engine_unavailable', error.message);
  if (signal?.aborted) {
    return new ApiError(400, 'request_aborted', 'The request was cancelled before the tool finished; it was not counted.');
  }
  console.error(`[tools] ${label ?? 'tool'} failed:`, error);
  return new ApiError(
    500,
    'tool_failed',
    `${label ?? 'The tool'} failed while processing this input. The request was not counted; please try again or report the problem.`,
  );
}
