/**
 * What the API server (main.ts) and a queue worker (worker-main.ts) do alike as processes: report a
 * failed start and exit 1, and on SIGINT/SIGTERM stop once, with a deadline after which they exit anyway.
 */

export interface StopOnSignalsOptions {
  /** Log prefix, e.g. 'server' or 'worker'. */
  label: string;
  /** What is logged when a signal arrives, after the signal's name. */
  message: string;
  /** Exit even if `stop` has not finished after this long. */
  graceMs: number;
  stop: () => Promise<void>;
}

/** Runs `stop` on the first SIGINT or SIGTERM, then exits 0. */
export function stopOnSignals({ label, message, graceMs, stop }: StopOnSignalsOptions): void {
  let stopping = false;
  async function handle(signal: string) {
    if (stopping) return;
    stopping = true;
    console.info(`[${label}] ${signal}: ${message}`);
    const forceExit = setTimeout(() => process.exit(0), graceMs);
    forceExit.unref();
    await stop();
    process.exit(0);
  }
  process.on('SIGINT', () => void handle('SIGINT'));
  process.on('SIGTERM', () => void handle('SIGTERM'));
}

/** Uncaught errors within a minute past which the process is presumed broken and exits (a supervisor restarts it). */
const MAX_UNCAUGHT_PER_MINUTE = 10;

/**
 * The last resort, never the design (every hand-off to a thread or the queue settles its own errors,
 * decision 42): an error nothing caught is logged with its stack and the server keeps answering
 * everyone else, since exiting would take every user's requests down with one. Past
 * MAX_UNCAUGHT_PER_MINUTE it exits 1, as a process in a loop of failures is not serving anyone.
 */
export function logUncaughtErrors(label: string, exit: (code: number) => void = (code) => process.exit(code)): () => void {
  const recent: number[] = [];
  const report = (kind: string) => (error: unknown) => {
    console.error(`[${label}] ${kind} (the server keeps running):`, error instanceof Error ? (error.stack ?? error.message) : error);
    const now = Date.now();
    recent.push(now);
    while (recent.length > 0 && now - recent[0]! > 60_000) recent.shift();
    if (recent.length > MAX_UNCAUGHT_PER_MINUTE) {
      console.error(`[${label}] ${recent.length} uncaught errors within a minute: exiting`);
      exit(1);
    }
  };
  const onException = report('uncaught exception');
  const onRejection = report('unhandled rejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}

/** Starts an entry point; a start that fails is logged with its stack and exits 1. */
export function runEntryPoint(label: string, main: () => Promise<void>): void {
  logUncaughtErrors(label);
  main().catch((error: unknown) => {
    console.error(`[${label}] failed to start:`, error instanceof Error ? error.message : error);
    if (error instanceof Error && error.stack) console.error(error.stack);
    process.exit(1);
  });
}
