import { afterEach, describe, expect, it, vi } from 'vitest';
import { countHarperWorkers, HarperLanes } from './harper-lanes';
import { WorkerLane } from './worker-lane';

// The lint function is a stand-in here, so no harper worker starts: what is tested is how pieces
// are shared between lanes. check-english.test.ts runs the real workers on a long text. No clock:
// a slow piece waits on a gate the test opens, so the order never depends on the machine's load.
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Lets every promise callback that is already due run (no timer is involved in these lanes). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('HarperLanes', () => {
  it('shares a long text between the lanes and answers in piece order', async () => {
    const lanes = new HarperLanes(2);
    const seen = new Map<WorkerLane, string[]>();
    const pieces = ['a', 'b', 'c', 'd', 'e', 'f'];
    // The first lane is slow on its first piece, as a cold one would be: it ends once the other lane has done three.
    const slowPiece = gate();
    let othersDone = 0;
    const results = await lanes.lintPieces(pieces, async (lane, piece) => {
      seen.set(lane, [...(seen.get(lane) ?? []), piece]);
      if (piece === 'a') await slowPiece.opened;
      else if (++othersDone === 3) slowPiece.open();
      await Promise.resolve();
      return piece.toUpperCase();
    });
    expect(results).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(seen.size).toBe(2);
    // The free lane takes the next piece: the slow one ends up with fewer.
    expect(seen.get(lanes.primary)!.length).toBeLessThan(3);
    await lanes.stop();
  });

  it('keeps a one-piece text on the first lane', async () => {
    const lanes = new HarperLanes(2);
    const used: WorkerLane[] = [];
    await lanes.lintPieces(['only'], async (lane) => used.push(lane));
    expect(used).toEqual([lanes.primary]);
    await lanes.stop();
  });

  it('hands out no piece once the budget says stop, and leaves those pieces undefined', async () => {
    const lanes = new HarperLanes(2);
    let handedOut = 0;
    const results = await lanes.lintPieces(
      ['a', 'b', 'c', 'd', 'e'],
      async (_lane, piece) => {
        handedOut++;
        await Promise.resolve();
        return piece;
      },
      () => handedOut < 2,
    );
    expect(results).toEqual(['a', 'b', undefined, undefined, undefined]);
    await lanes.stop();
  });

  it('fails the whole text when a piece fails, and hands out nothing more', async () => {
    const lanes = new HarperLanes(2);
    const handedOut: string[] = [];
    // 'a' is still being linted on the other lane when 'b' fails; it ends after the failure.
    const first = gate();
    const pending = lanes.lintPieces(['a', 'b', 'c', 'd', 'e', 'f'], async (_lane, piece) => {
      handedOut.push(piece);
      if (piece === 'a') await first.opened;
      if (piece === 'b') throw new Error('harper panicked');
      return piece;
    });
    await expect(pending).rejects.toThrow('harper panicked');
    first.open();
    await settle();
    expect(handedOut).toEqual(['a', 'b']);
    await lanes.stop();
  });

  it('stops the extra lanes, not the first, once idle', async () => {
    vi.useFakeTimers();
    const stop = vi.spyOn(WorkerLane.prototype, 'stop');
    const lanes = new HarperLanes(2, 1_000);
    await lanes.lintPieces(['a', 'b'], async (_lane, piece) => piece);
    vi.advanceTimersByTime(999);
    expect(stop).not.toHaveBeenCalled();
    // Work before the idle time is up starts the count again.
    await lanes.lintPieces(['c', 'd'], async (_lane, piece) => piece);
    vi.advanceTimersByTime(999);
    expect(stop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(stop.mock.contexts[0]).not.toBe(lanes.primary);
  });
});

describe('countHarperWorkers', () => {
  it('takes GRAMMAR_HARPER_WORKERS when it is a whole number of at least one', () => {
    expect(countHarperWorkers('1')).toBe(1);
    expect(countHarperWorkers('3')).toBe(3);
    expect(countHarperWorkers('0')).toBeLessThanOrEqual(2);
    expect(countHarperWorkers('lots')).toBeGreaterThanOrEqual(1);
    expect(countHarperWorkers(undefined)).toBeLessThanOrEqual(2);
  });
});
