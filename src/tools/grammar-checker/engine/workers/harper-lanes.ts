import { availableParallelism } from 'node:os';
import { WorkerLane } from './worker-lane';

/**
 * An extra harper worker holds ~180–270 MB; stopped after this long without pieces to lint, it gives
 * that back between long documents while a writer re-checking a long draft still finds it loaded.
 */
export const EXTRA_LANE_IDLE_MS = 60_000;

/**
 * How many harper workers may lint one long text at once: `GRAMMAR_HARPER_WORKERS`, or one per core
 * up to two. harper is single-threaded and linear in length, so two workers on alternate pieces
 * halve a long text's time; a third would only compete with our own rules for two cores.
 */
export function countHarperWorkers(setting = process.env.GRAMMAR_HARPER_WORKERS): number {
  const asked = Number.parseInt(setting ?? '', 10);
  if (Number.isInteger(asked) && asked >= 1) return Math.min(asked, 8);
  return Math.min(2, availableParallelism());
}

/** A piece's lints, or undefined when the piece was never handed out (the caller's budget ran out). */
export type PieceResults<T> = (T | undefined)[];

/**
 * harper's worker threads: the first serves every text, the others start only when a text comes in
 * more than one piece and stop again after EXTRA_LANE_IDLE_MS idle (docs/decisions/0040).
 */
export class HarperLanes {
  private readonly lanes: WorkerLane[];
  private textsInFlight = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    count: number,
    private readonly idleMs = EXTRA_LANE_IDLE_MS,
  ) {
    this.lanes = Array.from({ length: Math.max(1, count) }, (_, index) => new WorkerLane(index === 0 ? 'harper' : `harper-${index + 1}`));
  }

  /** The lane that serves single pieces (and the warm-up). */
  get primary(): WorkerLane {
    return this.lanes[0]!;
  }

  /** How many workers are running now (tests, the memory bench). */
  countRunning(): number {
    return this.lanes.filter((lane) => lane.isRunning()).length;
  }

  /**
   * Lints each piece on whichever lane is free first, so a cold extra lane that is still loading
   * never delays the text: the first lane simply takes more pieces. Results come back in piece
   * order. No piece is handed out once `keepGoing` answers false; one failure fails the whole call.
   */
  async lintPieces<T>(
    pieces: readonly string[],
    lint: (lane: WorkerLane, piece: string) => Promise<T>,
    keepGoing: () => boolean = () => true,
  ): Promise<PieceResults<T>> {
    const results: PieceResults<T> = new Array<T | undefined>(pieces.length).fill(undefined);
    const lanes = pieces.length > 1 ? this.lanes : [this.primary];
    let next = 0;
    let failed = false;
    this.markBusy();
    try {
      await Promise.all(
        lanes.map(async (lane) => {
          while (!failed && next < pieces.length && keepGoing()) {
            const index = next++;
            try {
              results[index] = await lint(lane, pieces[index]!);
            } catch (error) {
              failed = true;
              throw error;
            }
          }
        }),
      );
    } finally {
      this.markIdle();
    }
    return results;
  }

  async stop(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    await Promise.all(this.lanes.map((lane) => lane.stop()));
  }

  private markBusy(): void {
    this.textsInFlight++;
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }

  private markIdle(): void {
    this.textsInFlight--;
    if (this.textsInFlight > 0 || this.lanes.length === 1) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (this.textsInFlight === 0) for (const lane of this.lanes.slice(1)) void lane.stop();
    }, this.idleMs);
    // Never keeps a CLI run or a test process alive.
    this.idleTimer.unref();
  }
}
