import { Worker } from 'node:worker_threads';
import { WARM_UP, type JobKind, type JobReply, type JobRequest } from './job-protocol';
import type { Row } from './score-symbolic';

// Problems are scored in worker threads, each within a time budget: past it the thread is ended and
// the problem counts as not answered (as the tool itself answers a problem that runs too long).

export interface Job {
  kind: JobKind;
  record: JobRequest['record'];
  openai?: JobRequest['openai'];
  /** Overrides the pool's budget (a model call may take up to 30 s). */
  budgetMs?: number;
}

export interface JobResult {
  row: Row | null;
  ms: number;
  timedOut?: boolean;
  /** The run's deadline passed before this problem's turn. */
  notRun?: boolean;
}

export interface RunOptions {
  workers: number;
  budgetMs: number;
  /** Date.now() after which no new problem is started. */
  deadline: number;
  onProgress?: (done: number, total: number) => void;
}

const WORKER_URL = new URL('./eval-worker.ts', import.meta.url).href;
const TSX_API = import.meta.resolve('tsx/esm/api');

const WARM_UP_MS = 120_000;

/** A fresh thread with the engine loaded (the loading is not part of any problem's time). */
async function startWorker(): Promise<Worker> {
  // Worker threads do not inherit tsx's loader: register it, then load the TypeScript entry.
  const code = `import(${JSON.stringify(TSX_API)}).then((api) => { api.register(); return import(${JSON.stringify(WORKER_URL)}); })`;
  const worker = new Worker(code, { eval: true });
  await runOne(worker, { id: WARM_UP, kind: 'symbolic', record: null }, WARM_UP_MS);
  return worker;
}

function runOne(worker: Worker, request: JobRequest, budgetMs: number): Promise<JobReply | 'timeout' | 'crashed'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish('timeout'), budgetMs);
    function finish(outcome: JobReply | 'timeout' | 'crashed') {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onError);
      resolve(outcome);
    }
    function onMessage(reply: JobReply) {
      if (reply.id === request.id) finish(reply);
    }
    function onError() {
      finish('crashed');
    }
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onError);
    worker.postMessage(request);
  });
}

export interface JobPool {
  run(jobs: Job[]): Promise<JobResult[]>;
  close(): Promise<void>;
}

/** Worker threads kept across data sets (loading the engine takes seconds); `run` shares the jobs among them. */
export async function startPool(options: RunOptions): Promise<JobPool> {
  const workers = await Promise.all(Array.from({ length: Math.max(1, options.workers) }, () => startWorker()));
  async function slot(index: number, jobs: Job[], results: JobResult[], cursor: { next: number; done: number }): Promise<void> {
    while (cursor.next < jobs.length) {
      const at = cursor.next++;
      if (Date.now() > options.deadline) {
        results[at] = { row: null, ms: 0, notRun: true };
        continue;
      }
      const started = Date.now();
      const { budgetMs = options.budgetMs, ...job } = jobs[at]!;
      const outcome = await runOne(workers[index]!, { id: at, ...job }, budgetMs);
      if (outcome === 'timeout' || outcome === 'crashed') {
        results[at] = { row: { answered: false, correct: false, note: outcome }, ms: Date.now() - started, timedOut: outcome === 'timeout' };
        await workers[index]!.terminate();
        workers[index] = await startWorker();
      } else {
        results[at] = { row: outcome.row, ms: outcome.ms };
      }
      options.onProgress?.(++cursor.done, jobs.length);
    }
  }
  return {
    async run(jobs) {
      const results: JobResult[] = new Array(jobs.length);
      const cursor = { next: 0, done: 0 };
      await Promise.all(workers.map((_, index) => slot(index, jobs, results, cursor)));
      return results;
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
