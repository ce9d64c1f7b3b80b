import { Worker } from 'node:worker_threads';
import { ToolServiceError, type ToolRunContext } from '../../../tools/engine';
import { reviveToolInputError } from '../../../tools/serialized-error';
import { ApiError } from '../../http/api-error';
import type { RunReply, RunRequest, SerializedError, ToolDescription } from './engine-worker';
import { answerPortCall, describePorts, type PortCall } from './port-bridge';
import { bundledWorkerOptions } from '../../../tools/worker-threads/bundled-worker-options';

const WORKER_URL = new URL('./engine-worker-entry.mjs', import.meta.url);

export interface EngineLaneOptions {
  name: string;
  /** The host's ports: settings are copied into the worker, functions are answered from here. */
  ports: unknown;
  /** Runs handed to the thread at once: more than one lets engines that wait (on a port, a subprocess) overlap. */
  concurrency: number;
  /** Runs waiting or running in this lane beyond which a new one is refused at once (503). */
  maxInFlight: number;
}

export interface LaneRun {
  toolId: string;
  registrationUrl: string;
  input: unknown;
  context: ToolRunContext;
  budgetMs: number;
}

interface Entry {
  request: RunRequest;
  budgetMs: number;
  /** Whether another run was in the thread while this one ran: then a timeout is the server's fault, not the input's. */
  shared: boolean;
  timer?: NodeJS.Timeout;
  settle(outcome: { value: unknown } | { error: Error }): void;
}

/**
 * One long-lived worker thread for a group of engines: each engine is built there once, so its
 * models load once, and its work never runs on the server's event loop. Runs queue here and are
 * handed to the thread `concurrency` at a time. Each has a time budget, twice: waiting in the
 * queue past it answers 503 `engine_busy`; running past it cannot be interrupted (synchronous or
 * WASM work), so the thread is terminated, that run answers 413 `input_too_complex` (it had the
 * thread to itself: the input is too much to finish) or 503 `engine_timeout` (it shared the
 * thread), and the other runs in the thread are sent again to a fresh one.
 * The thread is ref'd only while runs are in flight, so an idle lane never keeps a process alive.
 */
export class EngineLane {
  private worker: Worker | undefined;
  private readonly waiting: Entry[] = [];
  private readonly running = new Map<number, Entry>();
  private readonly portDescriptor: unknown;
  private nextId = 1;

  constructor(private readonly options: EngineLaneOptions) {
    this.portDescriptor = describePorts(options.ports);
  }

  get name(): string {
    return this.options.name;
  }

  run({ toolId, registrationUrl, input, context, budgetMs }: LaneRun): Promise<unknown> {
    const request = { type: 'run', toolId, registrationUrl, input, context: { responses: context.responses, userId: context.userId } } as const;
    return this.enqueue(request, context, budgetMs);
  }

  /** Reads a tool's registration in the thread (so this one never loads the engine's modules). */
  describe(toolId: string, registrationUrl: string, budgetMs: number): Promise<ToolDescription> {
    const request = { type: 'describe', toolId, registrationUrl, input: undefined, context: { responses: 'basic' } } as const;
    return this.enqueue(request, { responses: 'basic' }, budgetMs) as Promise<ToolDescription>;
  }

  /** Ends the thread (shutdown, tests); runs in flight fail, and the next run starts a fresh thread. */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    const stopped = new ToolServiceError(`The ${this.name} engines were stopped.`);
    for (const entry of [...this.waiting, ...this.running.values()]) entry.settle({ error: stopped });
    if (worker) await worker.terminate();
  }

  isRunning(): boolean {
    return this.worker !== undefined;
  }

  private enqueue(message: Omit<RunRequest, 'id'>, context: ToolRunContext, budgetMs: number): Promise<unknown> {
    if (this.waiting.length + this.running.size >= this.options.maxInFlight) return Promise.reject(busyError());
    if (context.signal?.aborted) return Promise.reject(abortError(context.signal));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const onAbort = () => entry.settle({ error: abortError(context.signal!) });
      const entry: Entry = {
        request: { ...message, id },
        budgetMs,
        shared: false,
        settle: (outcome) => {
          const queued = this.waiting.indexOf(entry);
          if (queued >= 0) this.waiting.splice(queued, 1);
          else if (!this.running.delete(id)) return;
          clearTimeout(entry.timer);
          context.signal?.removeEventListener('abort', onAbort);
          if ('error' in outcome) reject(outcome.error);
          else resolve(outcome.value);
          this.pump();
        },
      };
      context.signal?.addEventListener('abort', onAbort, { once: true });
      entry.timer = setTimeout(() => entry.settle({ error: busyError() }), budgetMs);
      entry.timer.unref();
      this.waiting.push(entry);
      this.pump();
    });
  }

  /** Hands queued runs to the thread while it has room; unrefs the thread when nothing is left. */
  private pump() {
    while (this.running.size < this.options.concurrency && this.waiting.length > 0) {
      const entry = this.waiting.shift()!;
      clearTimeout(entry.timer);
      entry.timer = setTimeout(() => this.expire(entry), entry.budgetMs);
      entry.timer.unref();
      if (this.running.size > 0) {
        entry.shared = true;
        for (const other of this.running.values()) other.shared = true;
      }
      this.running.set(entry.request.id, entry);
      this.send(entry.request);
    }
    if (this.running.size === 0) this.worker?.unref();
  }

  private send(request: RunRequest) {
    const worker = this.startWorker();
    worker.ref();
    worker.postMessage(request);
  }

  private expire(entry: Entry) {
    if (this.running.get(entry.request.id) !== entry) return;
    // The thread may be stuck in work that cannot be interrupted: replace it first, so the runs
    // still in it (innocent: their own budgets keep running) and the next queued ones go to a new one.
    const stuck = this.worker;
    this.worker = undefined;
    if (stuck) void stuck.terminate();
    for (const other of this.running.values()) if (other !== entry) this.send(other.request);
    const seconds = entry.budgetMs / 1000;
    entry.settle({
      error: entry.shared
        ? new ApiError(
            503,
            'engine_timeout',
            `The server was too busy to finish this within ${seconds} s, so it was stopped. Try again in a moment; this request was not counted.`,
            { retryAfter: 10 },
          )
        : new ApiError(
            413,
            'input_too_complex',
            `This input took longer than ${seconds} s to process, so it was stopped. Send a shorter text (or fewer sources); this request was not counted.`,
          ),
    });
  }

  private startWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL, {
      name: `engines-${this.name}`,
      workerData: { ports: this.portDescriptor },
      ...bundledWorkerOptions(),
    });
    worker.unref();
    worker.on('message', (message: RunReply | PortCall) => {
      if (message.type === 'portCall') {
        void answerPortCall(this.options.ports, message).then((reply) => {
          if (this.worker === worker) worker.postMessage(reply);
        });
        return;
      }
      // A late answer from a thread that was replaced is for a run already sent again: ignore it.
      if (this.worker !== worker) return;
      const entry = this.running.get(message.id);
      if (!entry) return;
      entry.settle(message.ok ? { value: message.value } : { error: rebuildError(message.error) });
    });
    const forget = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      console.error(`[engines] the ${this.name} worker stopped:`, error.message);
      // A crash (out of memory, a fatal error) is not the caller's input as far as we can tell.
      for (const entry of [...this.running.values()]) {
        entry.settle({ error: new ToolServiceError(`The engine stopped unexpectedly (${error.message}); it restarts with the next request. This request was not counted.`) });
      }
    };
    worker.on('error', forget);
    worker.on('exit', (code) => forget(new Error(`exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}

/** The errors the callers (the tool routes, the CLI) recognise by name come back as themselves. */
function rebuildError(serialized: SerializedError | undefined): Error {
  const { name = 'Error', message = 'engine error', code, status } = serialized ?? {};
  if (name === 'ToolInputError') return reviveToolInputError({ message, code, status });
  if (name === 'ToolServiceError') return new ToolServiceError(message);
  const error = new Error(message);
  error.name = name;
  return error;
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

function busyError(): ApiError {
  return new ApiError(503, 'engine_busy', 'This tool is working on many requests right now. Try again in a few seconds; this one was not counted.', {
    retryAfter: 5,
  });
}
