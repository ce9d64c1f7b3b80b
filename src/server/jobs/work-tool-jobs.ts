import type PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import { ToolServiceError } from '../../platform/engine';
import type { FindEngine } from '../engines/compose-engines';
import { coalesceCalls } from './coalesce-calls';
import { decodeJob, encodeOutcome } from './encode-job';
import type { JobQueue } from './open-job-queue';
import { JOB_DONE_CHANNEL, JOB_QUEUED_CHANNEL, TOOL_HEAVY_JOB_QUEUE, TOOL_JOB_QUEUE, type ToolJobOutcome, type ToolJobQueue } from './tool-job';
import { describeOutcome } from './tool-job-outcome';

export interface ToolWorker {
  /** Stops taking jobs and waits for the ones it holds. */
  stop(): Promise<void>;
}

/** Errors that are answers (a refused input, a provider down, a busy engine), not bugs worth a stack trace. */
const EXPECTED_ERRORS = new Set(['ToolInputError', 'ToolServiceError', 'ApiError']);
/** Idle workers also look for jobs on this beat, in case a "job queued" notification was missed. */
const POLL_MS = 1000;
/**
 * Heavy jobs one worker process runs at a time, beside its light ones: its engine lanes give heavy runs
 * a thread of their own (one per lane by default), so more would only wait inside the process while
 * another worker could have taken them.
 */
export const HEAVY_JOBS_PER_WORKER = 1;
/** Job ids per "done" notification: 36-character ids stay well under PostgreSQL's 8,000-byte payload limit. */
const IDS_PER_NOTIFICATION = 150;

/**
 * Takes tool jobs from the queue, up to `workerConcurrency` at a time, runs the engine and stores its
 * result or error as the job's output, then tells the waiting API. A job is taken with
 * `FOR UPDATE SKIP LOCKED` (pg-boss), so two workers never run the same job; one whose worker dies
 * stays "active" until its expiry, then pg-boss puts it back for another worker.
 */
export async function startToolWorker(queue: JobQueue, database: Pick<Database, 'listen' | 'notify'>, findEngine: FindEngine): Promise<ToolWorker> {
  const { boss, settings } = queue;
  const running = new Set<Promise<void>>();
  const runningHeavy = new Set<Promise<void>>();
  const doneIds: string[] = [];
  let stopped = false;

  const announceDone = coalesceCalls(async () => {
    while (doneIds.length > 0) await database.notify(JOB_DONE_CHANNEL, doneIds.splice(0, IDS_PER_NOTIFICATION).join(','));
  });

  /** Light jobs up to the worker's concurrency, heavy ones up to HEAVY_JOBS_PER_WORKER besides: separate slots, so heavy work never holds the light jobs' places. */
  const takeJobs = coalesceCalls(async () => {
    await takeFrom(TOOL_JOB_QUEUE, running, settings.workerConcurrency);
    await takeFrom(TOOL_HEAVY_JOB_QUEUE, runningHeavy, HEAVY_JOBS_PER_WORKER);
  });

  async function takeFrom(name: ToolJobQueue, slots: Set<Promise<void>>, size: number) {
    while (!stopped) {
      const free = size - slots.size;
      if (free <= 0) return;
      const jobs = await boss.fetch<unknown>(name, { batchSize: free });
      for (const job of jobs) {
        const task = runJob(name, job).finally(() => {
          slots.delete(task);
          takeJobs();
        });
        slots.add(task);
      }
      if (jobs.length < free) return;
    }
  }

  async function runJob(name: ToolJobQueue, job: PgBoss.Job<unknown>) {
    const outcome = await runEngine(job, findEngine);
    try {
      await boss.complete(name, job.id, encodeOutcome(outcome));
      doneIds.push(job.id);
      announceDone();
    } catch (error) {
      // The API stops waiting at its timeout and answers 503; nothing is charged.
      console.error(`[worker] could not store the outcome of job ${job.id}:`, error instanceof Error ? error.message : error);
    }
  }

  const unlisten = await database.listen(JOB_QUEUED_CHANNEL, () => takeJobs());
  const poll = setInterval(takeJobs, POLL_MS);
  takeJobs();

  return {
    async stop() {
      stopped = true;
      clearInterval(poll);
      await unlisten();
      await Promise.allSettled([...running, ...runningHeavy]);
    },
  };
}

async function runEngine(job: PgBoss.Job<unknown>, findEngine: FindEngine): Promise<ToolJobOutcome> {
  try {
    const { toolId, input, responses, userId, clientKey } = decodeJob(job.data);
    const engine = findEngine(toolId);
    if (!engine) throw new ToolServiceError(`This server's workers cannot run ${toolId}: its engine is not installed on them.`);
    // Past its expiry the job is someone else's: stop working on it.
    const signal = AbortSignal.timeout(job.expireInSeconds * 1000);
    const result = await engine.run(input, { responses, signal, ...(userId ? { userId } : {}), ...(clientKey ? { clientKey } : {}) });
    // A result that cannot be stored is this engine's bug: found here, not as a job that never finishes.
    JSON.stringify(result);
    return describeOutcome({ result });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (!EXPECTED_ERRORS.has(name)) console.error(`[worker] job ${job.id} failed:`, error);
    return describeOutcome({ error });
  }
}
