import type { ResponseLevel } from '../../domain/plans';
import type { ToolId } from '../../domain/tools';

/** The queue of light tool jobs (pg-boss queue name): what most requests are. */
export const TOOL_JOB_QUEUE = 'tool-runs';
/**
 * The queue of heavy jobs (inputs over HEAVY_INPUT_WORDS): each worker takes only a few of them at a
 * time beside its light jobs, so a burst of heavy work never fills the slots light jobs need.
 */
export const TOOL_HEAVY_JOB_QUEUE = 'tool-runs-heavy';
export const TOOL_JOB_QUEUES = [TOOL_JOB_QUEUE, TOOL_HEAVY_JOB_QUEUE] as const;
export type ToolJobQueue = (typeof TOOL_JOB_QUEUES)[number];
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
  /** Who the worker's engine lanes share their threads fairly between (ToolRunContext.clientKey). */
  clientKey?: string;
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
