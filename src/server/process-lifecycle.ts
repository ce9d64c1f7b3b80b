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

/** Starts an entry point; a start that fails is logged with its stack and exits 1. */
export function runEntryPoint(label: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`[${label}] failed to start:`, error instanceof Error ? error.message : error);
    if (error instanceof Error && error.stack) console.error(error.stack);
    process.exit(1);
  });
}
