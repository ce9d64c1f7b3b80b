import type { ToolRunAnswer } from '../../contracts/tool-run';
import type { Db } from '../../db/database';
import { formatPlanLimit, type Plan } from '../../domain/plans';
import { findTool } from '../../domain/tools';
import { ToolInputError, type ToolEngine } from '../../platform/engine';
import { ApiError } from '../http/api-error';
import { settleAndLoadUsage, type Usage } from '../usage/settle-and-load-usage';
import { takeRequestAndRecordRun, type FinishedRun } from '../usage/take-request-and-record-run';
import type { UsageCache } from '../usage/usage-cache';


export interface RunToolForUserOptions {
  db: Db;
  engine: ToolEngine<unknown, unknown>;
  userId: string;
  input: unknown;
  signal?: AbortSignal;
  /** The caller's usage when the route already loaded it (to size the body limit); loaded here otherwise. */
  usage?: Usage;
  /** Where usage is cached between requests: told the counter after each charge, so it never shows a stale one. */
  usageCache?: UsageCache;
  /** The input's word count when the caller already counted it (parseToolInput does): counted here otherwise. */
  words?: number;
  /** Who the engine lanes share their threads fairly between: the account, or a guest's address (readClientKey). */
  clientKey?: string;
}

/**
 * The allowance-guarded run: word limit, a check that a request is left, the engine itself, then ONE
 * statement that takes the request and writes the history row. Charging after the engine means a
 * failed or cancelled run is never charged (no refund to write), and the take stays atomic: of N
 * simultaneous runs with k left, exactly k are charged and answered. Runs already in flight for the
 * same counter count against what is left, so a burst cannot start more engine runs than it could pay for.
 * Throws ApiError for every refusal. Statements on success: load usage (unless given or cached), take + history.
 */
export async function runToolForUser(options: RunToolForUserOptions): Promise<ToolRunAnswer> {
  const { db, engine, userId, input, signal, usage, usageCache } = options;
  const tool = findTool(engine.id);
  if (!tool) throw new Error(`Engine ${engine.id} is not in the tool catalogue`);
  const { plan, allowance, keepHistory } = usage ?? (await (usageCache ? usageCache.load(db, userId) : settleAndLoadUsage(db, userId)));

  const words = options.words ?? callEngine(() => engine.countInputWords(input));
  if (words > plan.wordCount) {
    throw new ApiError(
      413,
      'word_limit_exceeded',
      `This text has ${words.toLocaleString('en-US')} words; the ${plan.name} plan allows ${formatPlanLimit(plan.wordCount)} per scan.`,
      { limit: plan.wordCount, words, plan: plan.name },
    );
  }

  const flightKey = `${userId} ${tool.counter}`;
  const inFlight = runsInFlight.get(flightKey) ?? 0;
  const left = allowance.periodOver ? plan.requests : allowance.remaining[tool.counter];
  if (plan.requests < 1 || left - inFlight <= 0) throw allowanceExhausted(plan, tool.label, allowance.periodEnd);

  runsInFlight.set(flightKey, inFlight + 1);
  try {
    const startedAt = performance.now();
    let result: unknown;
    try {
      result = await engine.run(input, { responses: plan.responses, signal, userId, clientKey: options.clientKey ?? userId });
    } catch (error) {
      const runError = toRunError(error, tool.label, signal);
      if (isCounted(runError)) await chargeStoppedRun(db, { userId, toolId: engine.id, counter: tool.counter, plan, input, wordCount: words, periodOver: allowance.periodOver }, usageCache, runError);
      throw runError;
    }
    const durationMs = performance.now() - startedAt;
    const charged = await chargeRun(db, {
      userId,
      toolId: engine.id,
      counter: tool.counter,
      plan,
      input,
      result,
      wordCount: words,
      durationMs,
      // Privacy setting: the user asked us to keep no history of their runs.
      keepHistory,
      periodOver: allowance.periodOver,
    });
    // Another run (here or on another instance) took the last request while this one ran.
    if (!charged) {
      usageCache?.recordCounter(userId, tool.counter, 0);
      throw allowanceExhausted(plan, tool.label, allowance.periodEnd);
    }
    usageCache?.recordCounter(userId, tool.counter, charged.remaining, charged.periodEnd);
    return { result, remaining: charged.remaining, historyId: charged.historyId };
  } finally {
    const count = (runsInFlight.get(flightKey) ?? 1) - 1;
    if (count > 0) runsInFlight.set(flightKey, count);
    else runsInFlight.delete(flightKey);
  }
}

/**
 * A run its engine stopped at its time budget held a thread that whole time: it is charged like a
 * finished run (the error says so), or a free 60-second run could be repeated forever. No history row:
 * there is no result to show. The answer is the 413 either way; `remaining` is added to it.
 */
async function chargeStoppedRun(
  db: Db,
  run: Omit<FinishedRun, 'result' | 'durationMs' | 'keepHistory'>,
  usageCache: UsageCache | undefined,
  error: ApiError,
): Promise<void> {
  try {
    const charged = await takeRequestAndRecordRun(db, { ...run, result: null, durationMs: 0, keepHistory: false });
    if (!charged) return;
    usageCache?.recordCounter(run.userId, run.counter, charged.remaining, charged.periodEnd);
    error.details.remaining = charged.remaining;
  } catch (chargeError) {
    console.error(`[tools] could not count a ${run.toolId} run stopped at its budget:`, chargeError);
  }
}

function isCounted(error: ApiError): boolean {
  return error.details.counted === true;
}

/** Engine runs started and not yet charged, per user and counter (this process only). */
const runsInFlight = new Map<string, number>();

/**
 * A history row the database refuses (text it cannot store in JSON) must not cost the user their
 * result: charge without it. The combined statement is atomic, so nothing was taken the first time.
 */
async function chargeRun(db: Db, run: FinishedRun) {
  try {
    return await takeRequestAndRecordRun(db, run);
  } catch (error) {
    if (!run.keepHistory || !isUnstorableText(error)) throw error;
    console.error(`[tools] could not record a ${run.toolId} run in history:`, error);
    return takeRequestAndRecordRun(db, { ...run, keepHistory: false });
  }
}

/** 22P05: a \u0000 in jsonb; 22P02/22021: text that is not valid input or encoding. */
function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '22P05' || code === '22P02' || code === '22021') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function allowanceExhausted(plan: Plan, label: string, periodEndDate: Date): ApiError {
  // Only a period that is still running can be exhausted, so the loaded period end is the refill date.
  const periodEnd = periodEndDate.toISOString();
  return new ApiError(
    402,
    'allowance_exhausted',
    `You have used all ${formatPlanLimit(plan.requests)} ${label} requests of your ${plan.name} plan this month. They refill on ${periodEnd.slice(0, 10)}.`,
    { limit: plan.requests, remaining: 0, periodEnd, plan: plan.name },
  );
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
  if (error instanceof ToolInputError || (error instanceof Error && error.name === 'ToolInputError')) {
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
