import { describe, expect, it } from 'vitest';
import { isReturnDue, readResidentMb, RETURN_AFTER_GROWTH_MB, RETURN_FREE_MEMORY_EVERY_MS, startReturningFreeMemory } from './return-free-memory';

describe.runIf(process.platform === 'linux')('returning free memory to the system', () => {
  it('gives back freed native memory and reports resident memory before and after', async () => {
    const freeMemory = startReturningFreeMemory(60_000);
    try {
      // Many mid-sized native allocations freed at once leave holes glibc keeps without a trim.
      let held: Buffer[] = Array.from({ length: 4000 }, () => Buffer.allocUnsafeSlow(48 * 1024).fill(1));
      const keep = held.filter((_, index) => index % 50 === 0);
      held = [];
      globalThis.gc?.();
      const figures = await freeMemory.returnNow();
      expect(figures).toBeDefined();
      expect(figures!.beforeMb).toBeGreaterThan(0);
      expect(figures!.afterMb).toBeLessThanOrEqual(figures!.beforeMb + 5);
      expect(readResidentMb()).toBeGreaterThan(0);
      expect(keep.every((buffer) => buffer[0] === 1)).toBe(true);
    } finally {
      freeMemory.stop();
    }
  });
});

describe('when free memory is returned on its own', () => {
  it('returns soon after a burst of work has grown the process, and at least every five minutes', () => {
    const grown = { residentMb: 700 + RETURN_AFTER_GROWTH_MB, residentAfterLastReturnMb: 700, msSinceLastReturn: 30_000 };
    expect(isReturnDue(grown)).toBe(true);
    expect(isReturnDue({ ...grown, residentMb: 700 + RETURN_AFTER_GROWTH_MB - 1 })).toBe(false);
    expect(isReturnDue({ ...grown, residentMb: 650, msSinceLastReturn: RETURN_FREE_MEMORY_EVERY_MS })).toBe(true);
    // Without /proc there is nothing to compare: only the five-minute rule applies.
    expect(isReturnDue({ residentMb: undefined, residentAfterLastReturnMb: undefined, msSinceLastReturn: 60_000 })).toBe(false);
  });
});
