import { Worker } from 'node:worker_threads';
import { ToolInputError, type ToolInputStatus } from '../../../../platform/engine';
import type { MathResult, ParsedMathInput } from '../../contract';
import type { SolveOptions } from '../solve-problem';
import { bundledWorkerOptions } from '../../../../platform/worker-threads/bundled-worker-options';

const WORKER_URL = new URL('./math-worker-entry.mjs', import.meta.url);

/**
 * How long a problem may wait for a thread to load and reach it, on top of its own budget. Loading
 * (tsx, mathjs, the step engine) takes a second idle and over ten on a loaded machine: it must not
 * eat into the time a problem gets to be solved, or every problem after a runaway one times out too.
 */
const WAIT_BUDGET_MS = 60_000;

interface Reply {
  id: number;
  /** Sent once, when the thread has loaded the engine. */
  ready?: boolean;
  /** Sent when the thread takes the problem up: its own budget starts then. */
  started?: boolean;
  ok?: boolean;
  value?: MathResult;
  error?: string;
  inputError?: boolean;
  status?: ToolInputStatus;
  code?: string;
}

export class MathTimeoutError extends Error {
  constructor(readonly budgetMs: number) {
    super(`The problem took longer than ${budgetMs / 1000} s to work out.`);
    this.name = 'MathTimeoutError';
  }
}

interface Job {
  id: number;
  message: { id: number; input: ParsedMathInput; options: SolveOptions };
  budgetMs: number;
  worker: Worker;
  timer?: NodeJS.Timeout;
  resolve(value: MathResult): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
/**
 * A second thread, loaded and idle, that takes over when a runaway problem's thread is terminated. Loading one takes
 * seconds (4.3 s measured on the shared machine), which the next problem after a kill used to wait for.
 */
let spare: Worker | undefined;
const loaded = new WeakSet<Worker>();
let nextId = 1;
const jobs = new Map<number, Job>();

function settleJob(job: Job): void {
  clearTimeout(job.timer);
  jobs.delete(job.id);
  if (![...jobs.values()].some((other) => other.worker === job.worker)) job.worker.unref();
}

function readReply(from: Worker, reply: Reply): void {
  if (reply.ready) loaded.add(from);
  const job = jobs.get(reply.id);
  if (!job || job.worker !== from) return;
  if (reply.started) {
    // The working thread has loaded: now the spare may load without slowing it down.
    startSpare();
    clearTimeout(job.timer);
    job.timer = setTimeout(() => timeOutJob(job), job.budgetMs);
    return;
  }
  settleJob(job);
  if (reply.ok && reply.value) job.resolve(reply.value);
  else if (reply.inputError) job.reject(new ToolInputError(reply.error ?? 'The problem could not be read.', { ...(reply.status ? { status: reply.status } : {}), ...(reply.code ? { code: reply.code } : {}) }));
  else job.reject(new Error(reply.error ?? 'math worker error'));
}

function startWorker(): Worker {
  if (worker) return worker;
  worker = spare ?? createWorker();
  spare = undefined;
  return worker;
}

function startSpare(): void {
  if (!spare) spare = createWorker();
}

/** A thread that starts loading the engine at once (math-worker-entry.mjs imports it at the top). */
function createWorker(): Worker {
  const started = new Worker(WORKER_URL, { name: 'math', ...bundledWorkerOptions() });
  started.on('message', (reply: Reply) => readReply(started, reply));
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    if (spare === started) spare = undefined;
    // Only the problems still on this thread: those moved to a replacement carry on there.
    for (const job of [...jobs.values()]) {
      if (job.worker !== started) continue;
      settleJob(job);
      job.reject(error);
    }
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`math worker exited with code ${code}`)));
  // Last: adding a 'message' listener refs the worker again, so an idle spare kept the CLI from exiting.
  started.unref();
  return started;
}

function sendJob(job: Job): void {
  job.worker = startWorker();
  clearTimeout(job.timer);
  job.timer = setTimeout(() => timeOutJob(job, job.budgetMs + WAIT_BUDGET_MS), job.budgetMs + WAIT_BUDGET_MS);
  job.worker.ref();
  job.worker.postMessage(job.message);
}

/**
 * A CAS call that runs away cannot be interrupted: the thread is terminated. The problem that ran
 * away answers with a MathTimeoutError; the others that were waiting on that thread had no fault in
 * it and go to a fresh thread, with their budgets untouched.
 */
function timeOutJob(job: Job, budgetMs = job.budgetMs): void {
  const stuck = job.worker;
  settleJob(job);
  job.reject(new MathTimeoutError(budgetMs));
  if (worker === stuck) worker = undefined;
  for (const other of [...jobs.values()]) if (other.worker === stuck) sendJob(other);
  void stuck.terminate();
}

/** True when a loaded spare thread waits to take over from a terminated one (for tests). */
export function hasLoadedSpare(): boolean {
  return spare !== undefined && loaded.has(spare);
}

/** Ends the worker (in tests, at shutdown); the next problem starts a new one. */
export async function stopMathWorker(): Promise<void> {
  const running = [worker, spare];
  worker = undefined;
  spare = undefined;
  await Promise.all(running.map((thread) => thread?.terminate()));
}

/**
 * Solves one problem in the math worker thread, within `budgetMs` counted from the moment the thread
 * takes it up (loading the thread and waiting behind another problem do not count).
 */
export function solveInWorker(input: ParsedMathInput, options: SolveOptions, budgetMs: number, signal?: AbortSignal): Promise<MathResult> {
  const id = nextId++;
  return new Promise<MathResult>((resolve, reject) => {
    const onAbort = () => {
      const job = jobs.get(id);
      if (job) settleJob(job);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const job: Job = {
      id,
      message: { id, input, options },
      budgetMs,
      worker: startWorker(),
      resolve: (value) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(value);
      },
      reject: (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
    };
    jobs.set(id, job);
    sendJob(job);
  });
}
