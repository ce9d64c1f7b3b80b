import { Worker } from 'node:worker_threads';
import { ToolInputError } from '../../engine';
import type { MathResult, ParsedMathInput } from '../contract';
import type { SolveOptions } from '../solve-problem';

const WORKER_URL = new URL('./math-worker-entry.mjs', import.meta.url);

interface Reply {
  id: number;
  ok: boolean;
  value?: MathResult;
  error?: string;
  inputError?: boolean;
}

export class MathTimeoutError extends Error {
  constructor(readonly budgetMs: number) {
    super(`The problem took longer than ${budgetMs / 1000} s to work out.`);
    this.name = 'MathTimeoutError';
  }
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { worker: Worker; resolve(value: MathResult): void; reject(error: Error): void }>();

function startWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_URL, { name: 'math' });
  started.unref();
  started.on('message', (reply: Reply) => {
    const entry = pending.get(reply.id);
    if (!entry) return;
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
    if (reply.ok && reply.value) entry.resolve(reply.value);
    else entry.reject(reply.inputError ? new ToolInputError(reply.error ?? 'The problem could not be read.') : new Error(reply.error ?? 'math worker error'));
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    // Only the problems sent to this thread: a replacement may already be working on others.
    for (const [id, entry] of pending) {
      if (entry.worker !== started) continue;
      pending.delete(id);
      entry.reject(error);
    }
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`math worker exited with code ${code}`)));
  worker = started;
  return started;
}

/** Ends the worker (after a runaway problem, in tests, at shutdown); the next problem starts a new one. */
export async function stopMathWorker(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running) await running.terminate();
}

/**
 * Solves one problem in the math worker thread, within `budgetMs`: a CAS call that runs away cannot
 * be interrupted, so past the budget the thread is terminated (every problem waiting on it fails
 * with the same MathTimeoutError) and the next problem starts a fresh one.
 */
export function solveInWorker(input: ParsedMathInput, options: SolveOptions, budgetMs: number, signal?: AbortSignal): Promise<MathResult> {
  const running = startWorker();
  const id = nextId++;
  return new Promise<MathResult>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new MathTimeoutError(budgetMs);
      pending.get(id)?.reject(error);
      pending.delete(id);
      void stopMathWorker();
    }, budgetMs);
    const onAbort = () => {
      pending.delete(id);
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    pending.set(id, {
      worker: running,
      resolve: (value) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve(value);
      },
      reject: (error) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
    });
    running.ref();
    running.postMessage({ id, input, options });
  });
}
