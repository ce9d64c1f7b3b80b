import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { ToolServiceError } from '../../platform/engine';
import { coalesceCalls } from './coalesce-calls';
import { JOB_SCHEMA, type JobQueue } from './open-job-queue';
import { JOB_DONE_CHANNEL, JOB_QUEUED_CHANNEL, TOOL_HEAVY_JOB_QUEUE, TOOL_JOB_QUEUE, TOOL_JOB_QUEUES, type ToolJobData, type ToolJobQueue } from './tool-job';
import { decodeOutcome, encodeJob } from './encode-job';
import { readOutcome } from './tool-job-outcome';

export interface ToolJobClient {
  /**
   * Queues the job and resolves to the engine's result, or throws what the engine threw (or a 503
   * ToolServiceError). A heavy job goes to the heavy queue. Jobs are fair by caller: each job a
   * caller already has waiting or running here lowers the priority of their next one, so a burst
   * from one user is taken after other users' requests, not before.
   */
  run(job: ToolJobData, signal?: AbortSignal, options?: { heavy?: boolean }): Promise<unknown>;
  stop(): Promise<void>;
}

interface Waiting {
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

/** Finished jobs are also looked for on this beat, in case a notification was missed (a reconnecting listener). */
const POLL_MS = 1000;

/**
 * The API's side of the queue. One LISTEN tells it which jobs finished; it reads their outputs in one
 * query per batch and deletes them (the job holds the user's text, which must not outlive the answer).
 * A job not finished in time is deleted too, so no worker starts it late, and the run answers 503: it
 * was never charged, since run-tool-for-user charges only after engine.run resolves.
 */
export async function createToolJobClient(queue: JobQueue, database: Pick<Database, 'listen' | 'notify'>): Promise<ToolJobClient> {
  const { boss, settings, sendOptions } = queue;
  const waiting = new Map<string, Waiting>();
  /** Which queue each job was sent to (finished jobs are deleted from it). */
  const queueOf = new Map<string, ToolJobQueue>();
  /** Jobs per caller waiting or running from this API process. */
  const jobsPerCaller = new Map<string, number>();
  const due = new Set<string>();
  const finished = new Set<string>();

  const readDue = coalesceCalls(async () => {
    const ids = [...due];
    due.clear();
    if (ids.length === 0) return;
    try {
      for (const row of await selectFinishedJobs(ids)) settleFromRow(row);
    } catch (error) {
      // The next poll asks again.
      console.error('[jobs] could not read finished jobs:', error instanceof Error ? error.message : error);
    }
  });
  const deleteFinished = coalesceCalls(async () => {
    const ids = [...finished];
    finished.clear();
    for (const name of TOOL_JOB_QUEUES) {
      const inQueue = ids.filter((id) => (queueOf.get(id) ?? TOOL_JOB_QUEUE) === name);
      for (const id of inQueue) queueOf.delete(id);
      if (inQueue.length > 0) await boss.deleteJob(name, inQueue).catch(() => {});
    }
  });
  const announceJob = coalesceCalls(() => database.notify(JOB_QUEUED_CHANNEL, '').catch(() => {}));

  const unlisten = await database.listen(JOB_DONE_CHANNEL, (payload) => {
    for (const id of payload.split(',')) if (waiting.has(id)) due.add(id);
    readDue();
  });
  const poll = setInterval(() => {
    for (const id of waiting.keys()) due.add(id);
    readDue();
  }, POLL_MS);
  poll.unref();

  async function selectFinishedJobs(ids: string[]) {
    const result = await boss.getDb().executeSql(
      `SELECT id, state, output FROM ${JOB_SCHEMA}.job
        WHERE name = ANY($1::text[]) AND id = ANY($2::uuid[]) AND state IN ('completed', 'failed', 'cancelled')`,
      [[...TOOL_JOB_QUEUES], ids],
    );
    return (result?.rows ?? []) as { id: string; state: string; output: unknown }[];
  }

  function settleFromRow(row: { id: string; state: string; output: unknown }) {
    const entry = waiting.get(row.id);
    if (!entry) return;
    if (row.state !== 'completed') {
      settle(row.id, () => entry.reject(new ToolServiceError(LOST_MESSAGE)));
      return;
    }
    settle(row.id, () => {
      try {
        entry.resolve(readOutcome(decodeOutcome(row.output)));
      } catch (error) {
        entry.reject(error);
      }
    });
  }

  function settle(id: string, answer: () => void) {
    if (!waiting.delete(id)) return;
    finished.add(id);
    deleteFinished();
    answer();
  }

  return {
    async run(job, signal, options = {}) {
      signal?.throwIfAborted();
      // Our own id, registered before the job exists: a worker may finish it before send() returns.
      const id = randomUUID();
      const queueName = options.heavy ? TOOL_HEAVY_JOB_QUEUE : TOOL_JOB_QUEUE;
      queueOf.set(id, queueName);
      const caller = job.clientKey ?? job.userId ?? '';
      const earlier = jobsPerCaller.get(caller) ?? 0;
      jobsPerCaller.set(caller, earlier + 1);
      const answer = new Promise((resolve, reject) => {
        const onAbort = () => settle(id, () => reject(signal?.reason));
        const timer = setTimeout(
          () => settle(id, () => reject(new ToolServiceError(timeoutMessage(settings.timeoutSeconds)))),
          settings.timeoutSeconds * 1000,
        );
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        };
        const forgetCaller = () => {
          const left = (jobsPerCaller.get(caller) ?? 1) - 1;
          if (left > 0) jobsPerCaller.set(caller, left);
          else jobsPerCaller.delete(caller);
        };
        waiting.set(id, {
          resolve: (result) => (done(), forgetCaller(), resolve(result)),
          reject: (error) => (done(), forgetCaller(), reject(error)),
        });
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      // It may be rejected (an abort) while the job is still being sent, before the caller awaits it.
      answer.catch(() => {});
      try {
        // pg-boss takes higher priorities first: a caller's second job waits behind everyone's first.
        if (!(await boss.send(queueName, encodeJob(job), { ...sendOptions, id, priority: -earlier }))) throw new Error('pg-boss queued nothing');
        // Given up on while it was being sent: the delete may have come first, so delete it again.
        if (!waiting.has(id)) {
          finished.add(id);
          deleteFinished();
        } else announceJob();
      } catch (error) {
        console.error('[jobs] could not queue a tool job:', error instanceof Error ? error.message : error);
        const entry = waiting.get(id);
        if (entry) settle(id, () => entry.reject(new ToolServiceError(UNREACHABLE_MESSAGE)));
      }
      return answer;
    },
    async stop() {
      clearInterval(poll);
      await unlisten();
      for (const [id, entry] of [...waiting]) settle(id, () => entry.reject(new ToolServiceError(STOPPING_MESSAGE)));
    },
  };
}

const UNREACHABLE_MESSAGE = 'The job queue could not be reached, so the tool did not run. The request was not counted; try again in a moment.';
const STOPPING_MESSAGE = 'The server is restarting, so the tool did not finish. The request was not counted; try again in a moment.';
const LOST_MESSAGE = 'The workers that run this tool stopped while running it, more than once. The request was not counted; try again in a moment.';

function timeoutMessage(seconds: number) {
  return `No tool worker answered within ${seconds} seconds (they are busy or not running). The request was not counted; try again in a moment.`;
}
