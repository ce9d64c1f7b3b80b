import { KGRAM_WORDS } from './hash-kgrams';
import type { Token } from './tokenize-text';

/** A passage shared by the checked text (q) and one source (s), as inclusive word-index ranges. */
export interface AlignedPassage {
  qFirst: number;
  qLast: number;
  sFirst: number;
  sLast: number;
  /** Words that are identical in both (the passage may bridge a few edited words). */
  identical: number;
}

export interface QueryText {
  tokens: readonly Token[];
  hashes: readonly number[];
  /** Words that may not take part in a match (inside quotes when quotes are ignored). */
  excluded: readonly boolean[];
  /** k-gram hash → positions in the query; built once per check. */
  positions: ReadonlyMap<number, number[]>;
}

// A hash seen more often than this in one text is boilerplate ("the the the…"): seeding every pair
// would cost quadratic time for nothing the neighbouring seeds do not already find.
const MAX_POSITIONS_PER_HASH = 16;
/** Edited words a passage may bridge: one changed or inserted word should not cut a copied paragraph in two. */
export const MAX_BRIDGED_WORDS = 3;

export function indexQueryHashes(hashes: readonly number[]): Map<number, number[]> {
  const positions = new Map<number, number[]>();
  hashes.forEach((hash, position) => {
    const list = positions.get(hash);
    if (!list) positions.set(hash, [position]);
    else if (list.length < MAX_POSITIONS_PER_HASH) list.push(position);
  });
  return positions;
}

/**
 * Seeds are k-grams the two texts share (verified word by word, since hashes can collide); each
 * seed is extended left and right while the words agree, giving maximal exact runs; runs in order
 * on both sides with at most MAX_BRIDGED_WORDS edited words between them are merged into passages.
 */
export function alignExactPassages(query: QueryText, sourceTokens: readonly Token[], sourceHashes: readonly number[]): AlignedPassage[] {
  const runs = findExactRuns(query, sourceTokens, sourceHashes);
  return mergeRuns(runs);
}

function findExactRuns(query: QueryText, sourceTokens: readonly Token[], sourceHashes: readonly number[]): AlignedPassage[] {
  const runs: AlignedPassage[] = [];
  // Furthest query word already covered on each diagonal (q - s), so one run is not found k times.
  const coveredTo = new Map<number, number>();
  const sameWord = (q: number, s: number) =>
    !query.excluded[q] && query.tokens[q]!.norm === sourceTokens[s]!.norm;

  for (let s = 0; s < sourceHashes.length; s += 1) {
    const candidates = query.positions.get(sourceHashes[s]!);
    if (!candidates) continue;
    for (const q of candidates) {
      const diagonal = q - s;
      if ((coveredTo.get(diagonal) ?? -1) >= q) continue;
      let verified = true;
      for (let offset = 0; offset < KGRAM_WORDS && verified; offset += 1) verified = sameWord(q + offset, s + offset);
      if (!verified) continue;
      let qFirst = q;
      let sFirst = s;
      while (qFirst > 0 && sFirst > 0 && sameWord(qFirst - 1, sFirst - 1)) {
        qFirst -= 1;
        sFirst -= 1;
      }
      let qLast = q + KGRAM_WORDS - 1;
      let sLast = s + KGRAM_WORDS - 1;
      while (qLast + 1 < query.tokens.length && sLast + 1 < sourceTokens.length && sameWord(qLast + 1, sLast + 1)) {
        qLast += 1;
        sLast += 1;
      }
      coveredTo.set(diagonal, qLast);
      runs.push({ qFirst, qLast, sFirst, sLast, identical: qLast - qFirst + 1 });
    }
  }
  return runs;
}

function mergeRuns(runs: AlignedPassage[]): AlignedPassage[] {
  // Longest first, so a long copied run claims its words before short repeats elsewhere do.
  const byLength = [...runs].sort((a, b) => b.identical - a.identical || a.qFirst - b.qFirst);
  const kept: AlignedPassage[] = [];
  for (const run of byLength) {
    if (kept.some((other) => run.qFirst <= other.qLast && other.qFirst <= run.qLast)) continue;
    kept.push({ ...run });
  }
  kept.sort((a, b) => a.qFirst - b.qFirst);

  const passages: AlignedPassage[] = [];
  for (const run of kept) {
    const previous = passages.at(-1);
    const qGap = previous ? run.qFirst - previous.qLast - 1 : Infinity;
    const sGap = previous ? run.sFirst - previous.sLast - 1 : Infinity;
    if (previous && qGap <= MAX_BRIDGED_WORDS && sGap >= 0 && sGap <= MAX_BRIDGED_WORDS) {
      previous.qLast = run.qLast;
      previous.sLast = run.sLast;
      previous.identical += run.identical;
    } else {
      passages.push({ ...run });
    }
  }
  return passages;
}
