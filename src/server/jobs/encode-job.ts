import type { ToolJobData, ToolJobOutcome } from './tool-job';

/*
 * Job data and outputs are stored as JSON text inside pg-boss's jsonb columns: JSON.stringify escapes
 * what jsonb refuses (NUL, unpaired surrogates), so no text a tool accepts or returns can fail a job.
 */

export function encodeJob(job: ToolJobData): { payload: string } {
  return { payload: JSON.stringify(job) };
}

export function decodeJob(data: unknown): ToolJobData {
  const payload = (data as { payload?: unknown } | null)?.payload;
  if (typeof payload !== 'string') throw new Error('A tool job without a payload (queued by another version?).');
  return JSON.parse(payload) as ToolJobData;
}

export function encodeOutcome(outcome: ToolJobOutcome): { outcome: string } {
  return { outcome: JSON.stringify(outcome) };
}

export function decodeOutcome(output: unknown): ToolJobOutcome | undefined {
  const text = (output as { outcome?: unknown } | null)?.outcome;
  return typeof text === 'string' ? (JSON.parse(text) as ToolJobOutcome) : undefined;
}
