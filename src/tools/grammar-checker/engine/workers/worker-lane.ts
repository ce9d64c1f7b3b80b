import { Worker } from 'node:worker_threads';
import { ENGINE_THREAD_LIMITS } from '../../../../platform/worker-threads/bundled-worker-options';

const WORKER_URL = new URL('./checker-worker.mjs', import.meta.url);

interface Pending {
  worker: Worker;
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export class WorkerTimeoutError extends Error {
  constructor(op: string, ms: number) {
    super(`${op} took longer than ${ms} ms`);
    this.name = 'WorkerTimeoutError';
  }
}

/**
 * One lazily started worker thread. It is ref'd only while a request is in flight: idle, it never
 * keeps a test run, the CLI or the server from exiting, yet a CLI awaiting a result still waits.
 * A worker that crashes or hangs is discarded and the next request starts a fresh one.
 */
export class WorkerLane {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly name: string) {}

  request<T>(message: Record<string, unknown> & { op: string }, timeoutMs: number): Promise<T> {
    const worker = this.startWorker();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        // A hung WASM call cannot be interrupted: the only remedy is a new thread.
        this.failAll(new WorkerTimeoutError(`${this.name} ${message.op}`, timeoutMs));
        void this.stop();
      }, timeoutMs);
      timer.unref();
      this.pending.set(id, { worker, resolve: resolve as (value: unknown) => void, reject, timer });
      worker.ref();
      worker.postMessage({ ...message, id });
    });
  }

  /** Terminates the worker (tests, shutdown, or after a hang). The next request starts a new one. */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error(`${this.name} worker stopped`));
    if (worker) await worker.terminate();
  }

  isRunning(): boolean {
    return this.worker !== undefined;
  }

  private startWorker(): Worker {
    if (this.worker) return this.worker;
    // No inherited Node options: by default a worker re-runs the parent's preloads (`--import tsx`
    // under the server, ~10 MB per thread), and this thread is plain JavaScript that needs none.
    // An empty list is always valid, unlike a filtered copy (V8 flags there throw).
    const worker = new Worker(WORKER_URL, { name: `grammar-${this.name}`, execArgv: [], resourceLimits: ENGINE_THREAD_LIMITS });
    worker.on('message', (reply: { id: number; ok: boolean; fatal?: boolean; value?: unknown; error?: string }) => {
      // The worker is about to exit: new requests must go to a fresh one, not queue behind its death.
      if (reply.fatal && this.worker === worker) this.worker = undefined;
      const entry = this.pending.get(reply.id);
      if (!entry) return;
      this.pending.delete(reply.id);
      clearTimeout(entry.timer);
      if (this.pending.size === 0) worker.unref();
      if (reply.ok) entry.resolve(reply.value);
      else entry.reject(new Error(reply.error ?? 'worker error'));
    });
    const forget = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      // Requests still waiting on this worker will never be answered.
      for (const [id, entry] of this.pending) {
        if (entry.worker !== worker) continue;
        clearTimeout(entry.timer);
        this.pending.delete(id);
        entry.reject(error);
      }
    };
    worker.on('error', forget);
    worker.on('exit', (code) => forget(new Error(`${this.name} worker exited with code ${code}`)));
    // Last: adding a 'message' listener refs the worker again, so an idle one kept the process alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const entry of this.pending.values()) {
      clearTimeout(entry.timer);
      entry.reject(error);
    }
    this.pending.clear();
    this.worker?.unref();
  }
}
