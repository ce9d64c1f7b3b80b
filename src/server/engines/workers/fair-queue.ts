/** What the queue needs of a waiting run: whose it is. */
export interface Queued {
  /** The account the run is for, or a guest's network address: fairness is counted per key. */
  key: string;
}

/**
 * Runs waiting for an engine thread, taken in a fair order rather than first come, first served:
 * the next run is the one whose key has the fewest runs going, then whose key was served longest
 * ago, then the oldest. So one user's burst of ten requests is interleaved with everyone else's
 * (round robin by key), and a user's second request waits behind other users' first ones.
 */
export class FairQueue<Item extends Queued> {
  private readonly items: Item[] = [];
  private readonly running = new Map<string, number>();
  /** The serial number of the last start per key: lower means served longer ago. */
  private readonly lastStart = new Map<string, number>();
  private starts = 0;

  get length(): number {
    return this.items.length;
  }

  push(item: Item): void {
    this.items.push(item);
  }

  /** Puts a run back at the head of its turn (it was running on a thread that had to be replaced). */
  pushFront(item: Item): void {
    this.items.unshift(item);
  }

  remove(item: Item): boolean {
    const at = this.items.indexOf(item);
    if (at < 0) return false;
    this.items.splice(at, 1);
    return true;
  }

  /** How many runs of this key are going now (started and not yet finished). */
  runningOf(key: string): number {
    return this.running.get(key) ?? 0;
  }

  /** Every waiting run, oldest first, for counting (a key's queued runs). */
  waiting(): readonly Item[] {
    return this.items;
  }

  /**
   * Takes the next run that `canStart` allows (given the run, so a pool can refuse heavy runs of a
   * key that already holds a heavy slot), and counts it as running until `finish` is called.
   */
  take(canStart: (item: Item) => boolean): Item | undefined {
    let best: Item | undefined;
    let bestIndex = -1;
    for (let index = 0; index < this.items.length; index += 1) {
      const item = this.items[index]!;
      if (!canStart(item)) continue;
      if (!best || this.comesBefore(item, best)) {
        best = item;
        bestIndex = index;
      }
    }
    if (!best) return undefined;
    this.items.splice(bestIndex, 1);
    this.markStarted(best.key);
    return best;
  }

  /** Counts a run as started that did not come through `take` (sent again to a fresh thread). */
  markStarted(key: string): void {
    this.running.set(key, this.runningOf(key) + 1);
    this.starts += 1;
    this.lastStart.set(key, this.starts);
  }

  finish(key: string): void {
    const left = this.runningOf(key) - 1;
    if (left > 0) this.running.set(key, left);
    else {
      this.running.delete(key);
      // A key served long ago and idle since needs no memory: it starts again as never served.
      if (!this.items.some((item) => item.key === key)) this.lastStart.delete(key);
    }
  }

  private comesBefore(a: Item, b: Item): boolean {
    if (a.key === b.key) return false; // Same key: the earlier in the list (older) stays first.
    const runningA = this.runningOf(a.key);
    const runningB = this.runningOf(b.key);
    if (runningA !== runningB) return runningA < runningB;
    return (this.lastStart.get(a.key) ?? 0) < (this.lastStart.get(b.key) ?? 0);
  }
}
