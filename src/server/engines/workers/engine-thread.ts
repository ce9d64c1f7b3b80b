import { Worker } from 'node:worker_threads';
import { bundledWorkerOptions } from '../../../platform/worker-threads/bundled-worker-options';
import type { RunReply, RunRequest } from './engine-worker';
import { answerPortCall, type PortCall } from './port-bridge';

const WORKER_URL = new URL('./engine-worker-entry.mjs', import.meta.url);

export interface EngineThreadOptions {
  name: string;
  /** The host's ports, answered here when the thread calls one. */
  ports: unknown;
  /** The ports as the thread receives them (describePorts). */
  portDescriptor: unknown;
  onReply(thread: EngineThread, reply: RunReply): void;
  /** The thread died on its own (out of memory, a fatal error): not called after `terminate`. */
  onExit(thread: EngineThread, error: Error): void;
  /** A spare: runs at a lower CPU priority than the lane's light thread (lower-thread-priority.ts). */
  lowPriority?: boolean;
}

/**
 * One worker thread of an engine lane. It knows which runs it holds and which tools it has built, so
 * the lane can pick the least busy thread, tell a warm thread from a cold one, and warm a replacement
 * with the same tools. Ref'd only while it holds runs, so an idle lane never keeps a process alive.
 */
export class EngineThread {
  readonly runs = new Set<number>();
  /** Tools whose engine this thread has built (a first run loads their models). */
  readonly warmTools = new Set<string>();
  /** Where each of those tools' registration is, to warm a replacement thread with them. */
  readonly registrationUrls = new Map<string, string>();
  /** Runs here that were classed heavy: such a thread takes no light run meanwhile. */
  heavyRuns = 0;
  /** When this thread last finished a run, for stopping idle spare threads. */
  idleSince = Date.now();
  /** A spare, for heavy runs: it yields the CPU to the light thread, for life. */
  readonly lowPriority: boolean;
  private readonly worker: Worker;
  private ended = false;

  constructor(private readonly options: EngineThreadOptions) {
    this.lowPriority = options.lowPriority ?? false;
    this.worker = new Worker(WORKER_URL, {
      name: `engines-${options.name}`,
      workerData: { ports: options.portDescriptor, lowPriority: this.lowPriority },
      ...bundledWorkerOptions(),
    });
    this.worker.on('message', (message: RunReply | PortCall) => {
      if (this.ended) return;
      if (message.type === 'portCall') {
        void answerPortCall(this.options.ports, message).then((reply) => {
          if (!this.ended) this.post(reply);
        });
        return;
      }
      this.options.onReply(this, message);
    });
    const exit = (error: Error) => {
      if (this.ended) return;
      this.ended = true;
      this.options.onExit(this, error);
    };
    this.worker.on('error', exit);
    this.worker.on('exit', (code) => exit(new Error(`exited with code ${code}`)));
    // Last: adding a 'message' listener refs the worker again, so an idle thread kept the CLI from exiting.
    this.worker.unref();
  }

  get alive(): boolean {
    return !this.ended;
  }

  /**
   * Hands a run to the thread. Throws when the input cannot be copied across (structured cloning
   * refuses deep nesting, functions, huge values): the caller settles that run, the thread is fine.
   */
  send(request: RunRequest): void {
    this.post(request);
    this.runs.add(request.id);
    this.worker.ref();
  }

  /** The run is over (answered, or given up): the thread may go idle. */
  release(id: number, heavy: boolean): void {
    if (!this.runs.delete(id)) return;
    if (heavy) this.heavyRuns -= 1;
    if (this.runs.size === 0) {
      this.idleSince = Date.now();
      if (!this.ended) this.worker.unref();
    }
  }

  /** How busy its event loop was since `since` (0 to 1): near 1, a synchronous run holds the thread. */
  eventLoopUtilization(since?: ReturnType<Worker['performance']['eventLoopUtilization']>) {
    return this.worker.performance.eventLoopUtilization(since);
  }

  /** Ends the thread whatever it is doing: the only way to stop synchronous or WASM work. */
  terminate(): Promise<number> {
    this.ended = true;
    return this.worker.terminate();
  }

  private post(message: unknown): void {
    this.worker.postMessage(message);
  }
}
