import type { IndexRun } from './diff-sequences';

/** A stretch of the comparison in char offsets: equal on both sides, or one edit group (a0..a1 → b0..b1). */
export interface TextRun {
  equal: boolean;
  a0: number;
  a1: number;
  b0: number;
  b1: number;
}

/** Index runs over units → char runs, shifted by the offsets of the compared slices. */
export function convertToTextRuns(
  runs: IndexRun[],
  boundsA: Int32Array,
  boundsB: Int32Array,
  offsetA = 0,
  offsetB = 0,
): TextRun[] {
  return runs.map((run) => ({
    equal: run.equal,
    a0: offsetA + boundsA[run.a0]!,
    a1: offsetA + boundsA[run.a1]!,
    b0: offsetB + boundsB[run.b0]!,
    b1: offsetB + boundsB[run.b1]!,
  }));
}

/** Joins neighbours of the same kind and drops empty runs, so equal and change runs alternate. */
export function mergeTextRuns(runs: TextRun[]): TextRun[] {
  const merged: TextRun[] = [];
  for (const run of runs) {
    if (run.a0 === run.a1 && run.b0 === run.b1) continue;
    const last = merged[merged.length - 1];
    if (last && last.equal === run.equal) {
      last.a1 = run.a1;
      last.b1 = run.b1;
    } else {
      merged.push({ ...run });
    }
  }
  return merged;
}
