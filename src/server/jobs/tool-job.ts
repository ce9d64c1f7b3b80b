import type { ResponseLevel } from '../../domain/plans';
import type { ToolId } from '../../domain/tools';

/** The one queue every tool job goes through (pg-boss queue name). */
export const TOOL_JOB_QUEUE = 'tool-runs';
/** NOTIFY channel: a job was queued, so idle workers fetch now instead of at their next poll. */
export const JOB_QUEUED_CHANNEL = 'scribewell_tool_job_queued';
/** NOTIFY channel: jobs finished (payload: their ids, comma-separated), so the waiting API reads them now. */
export const JOB_DONE_CHANNEL = 'scribewell_tool_job_done';
/**
 * Times a job is started again after its worker vanished (held it past its expiry). Engine errors are
 * answers, not failures, so only a lost worker uses a retry.
 */
export const JOB_RETRY_LIMIT = 2;

/** What the API hands a worker: everything engine.run needs, and nothing about charging. */
export interface ToolJobData {
  toolId: ToolId;
  input: unknown;
  responses: ResponseLevel;
  userId?: string;
}

/** An engine error as it crosses the process boundary: enough to rebuild the same 4xx/503 on the API. */
export interface SerializedToolError {
  name: string;
  message: string;
  code?: string;
  status?: number;
  /** An ApiError's extra fields (e.g. `retryAfter` of a busy engine's 503). */
  details?: Record<string, unknown>;
}

/** A worker's answer, stored as the job's output. */
export type ToolJobOutcome = { ok: true; result: unknown } | { ok: false; error: SerializedToolError };
