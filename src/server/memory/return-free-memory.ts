import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** The longest a server goes without handing freed memory back (after the first time, at warm-up). */
export const RETURN_FREE_MEMORY_EVERY_MS = 5 * 60_000;

/** How often resident memory is read, to hand memory back sooner after a burst of work. */
export const CHECK_RESIDENT_EVERY_MS = 30_000;

/** Growth since the last return that makes the next check return at once instead of waiting. */
export const RETURN_AFTER_GROWTH_MB = 64;

/** Whether a check should return free memory now: after a burst of work (grown), or when it is time anyway. */
export function isReturnDue(check: { residentMb: number | undefined; residentAfterLastReturnMb: number | undefined; msSinceLastReturn: number }): boolean {
  if (check.msSinceLastReturn >= RETURN_FREE_MEMORY_EVERY_MS) return true;
  if (check.residentMb === undefined || check.residentAfterLastReturnMb === undefined) return false;
  return check.residentMb - check.residentAfterLastReturnMb >= RETURN_AFTER_GROWTH_MB;
}

/**
 * How long after the warm-up the first return waits: V8 compacts an idle thread's heap by itself
 * 10–15 s after its last work (measured: the engines 719 MB returned after 5 s idle, 599–680 after
 * 15 s, 596–622 after 30 s), and only then are those pages free to give back.
 */
export const SETTLE_AFTER_WARM_UP_MS = 30_000;

type MallocTrim = (pad: number) => Promise<number>;

/**
 * glibc keeps memory that V8, WebAssembly modules and parsers have freed inside its arenas instead
 * of giving it back to the system, so the process stays as large as its busiest moment (the models'
 * loading, the largest request). `malloc_trim(0)` gives back every whole free page. There is no Node
 * API for it: koffi calls libc, on libuv's thread pool so the event loop never waits. Elsewhere than
 * glibc Linux (macOS, musl) there is nothing to call and this is a no-op. docs/decisions/0031.
 */
async function loadMallocTrim(): Promise<MallocTrim | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const { default: koffi } = await import('koffi');
    const trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
    return (pad) =>
      new Promise((resolve, reject) => {
        trim.async(pad, (error: unknown, released: number) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(released)));
      });
  } catch {
    return undefined;
  }
}

/** Resident memory in MB of this process or `pid`, from /proc (the figure `ps` shows); undefined where there is no /proc. */
export function readResidentMb(pid: number | 'self' = 'self'): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

export interface FreeMemoryReturn {
  /** Gives freed memory back now; resolves with resident MB before and after (undefined if unsupported). */
  returnNow(): Promise<{ beforeMb: number; afterMb: number; ms: number } | undefined>;
  stop(): void;
}

let loading: Promise<MallocTrim | undefined> | undefined;

/**
 * Returns free memory on demand, and on its own (checks every `checkEveryMs`, unref'd so they never
 * keep the process alive) when `isReturnDue` says so: soon after a burst of work has grown the
 * process, and at least every five minutes.
 */
export function startReturningFreeMemory(checkEveryMs = CHECK_RESIDENT_EVERY_MS): FreeMemoryReturn {
  loading ??= loadMallocTrim();
  let lastReturnAt = performance.now();
  // Unknown until the first return (the one after the warm-up): growth while the models load is
  // not a burst of work, and the checks would otherwise return it before it has settled.
  let residentAfterLastReturnMb: number | undefined;
  const returnNow = async () => {
    const trim = await loading;
    if (!trim) return undefined;
    const beforeMb = readResidentMb() ?? 0;
    const started = performance.now();
    await trim(0);
    const afterMb = readResidentMb() ?? 0;
    lastReturnAt = performance.now();
    residentAfterLastReturnMb = afterMb;
    return { beforeMb, afterMb, ms: Math.round(lastReturnAt - started) };
  };
  const timer = setInterval(() => {
    if (!isReturnDue({ residentMb: readResidentMb(), residentAfterLastReturnMb, msSinceLastReturn: performance.now() - lastReturnAt })) return;
    returnNow().catch((error: unknown) => console.error('[memory] returning free memory failed:', error));
  }, checkEveryMs);
  timer.unref();
  return { returnNow, stop: () => clearInterval(timer) };
}

/** Once the threads have settled after the warm-up, returns free memory and logs how much went; never throws. */
export async function returnFreeMemoryAfterWarmUp(freeMemory: FreeMemoryReturn, settleMs = SETTLE_AFTER_WARM_UP_MS): Promise<void> {
  try {
    await delay(settleMs, undefined, { ref: false });
    const figures = await freeMemory.returnNow();
    if (figures) console.info(`[memory] ${figures.beforeMb - figures.afterMb} MB returned to the system after warm-up in ${figures.ms} ms (${figures.afterMb} MB resident)`);
  } catch (error) {
    console.error('[memory] returning free memory failed:', error);
  }
}
