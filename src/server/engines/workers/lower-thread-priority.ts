import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** How much less CPU a spare thread gets while the light thread wants it (nice 10: about a tenth, on Linux's scheduler). */
export const SPARE_THREAD_NICENESS = 10;

/**
 * Lowers the scheduling priority of the calling thread alone (Linux keeps a nice value per thread,
 * and /proc/thread-self names the caller's thread id); the subprocesses it starts afterwards
 * (Apertium) inherit it. Heavy work on a spare thread then yields the CPU to light runs on a 2-core
 * machine instead of sharing it evenly. Raising it back needs privileges, which is why a thread keeps
 * its role for life. Elsewhere (macOS, Windows, no /proc) it does nothing and says so.
 */
export function lowerThreadPriority(niceness = SPARE_THREAD_NICENESS): boolean {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, niceness);
    return true;
  } catch {
    return false;
  }
}
