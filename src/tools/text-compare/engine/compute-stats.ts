import type { TextCompareStats } from '../contract';
import type { TextRun } from './text-runs';
import type { Tokens } from './tokenize';

/** Code points in text[start, end): what a reader calls characters, without splitting emoji in two. */
export function countCodePoints(text: string, start = 0, end = text.length): number {
  let count = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xdc00 || code > 0xdfff) count++;
  }
  return count;
}

/** Words (from word tokens) that overlap at least one of the sorted, disjoint spans. */
function countTouchedWords(words: Tokens, spans: Array<[number, number]>): { words: number; touched: number } {
  const { bounds, isWord } = words;
  let total = 0;
  let touched = 0;
  let spanIndex = 0;
  for (let i = 0; i < bounds.length - 1; i++) {
    if (!isWord?.[i]) continue;
    total++;
    const start = bounds[i]!;
    const end = bounds[i + 1]!;
    while (spanIndex < spans.length && spans[spanIndex]![1] <= start) spanIndex++;
    const span = spans[spanIndex];
    if (span && span[0] < end) touched++;
  }
  return { words: total, touched };
}

export function computeStats(
  original: string,
  revised: string,
  runs: TextRun[],
  wordsA: Tokens,
  wordsB: Tokens,
): TextCompareStats {
  const deleted: Array<[number, number]> = [];
  const inserted: Array<[number, number]> = [];
  let charactersDeleted = 0;
  let charactersInserted = 0;
  let replacements = 0;
  let insertionsOnly = 0;
  let deletionsOnly = 0;
  for (const run of runs) {
    if (run.equal) continue;
    const hasDeletion = run.a1 > run.a0;
    const hasInsertion = run.b1 > run.b0;
    if (hasDeletion) {
      deleted.push([run.a0, run.a1]);
      charactersDeleted += countCodePoints(original, run.a0, run.a1);
    }
    if (hasInsertion) {
      inserted.push([run.b0, run.b1]);
      charactersInserted += countCodePoints(revised, run.b0, run.b1);
    }
    if (hasDeletion && hasInsertion) replacements++;
    else if (hasInsertion) insertionsOnly++;
    else if (hasDeletion) deletionsOnly++;
  }
  const originalSide = countTouchedWords(wordsA, deleted);
  const revisedSide = countTouchedWords(wordsB, inserted);
  return {
    insertions: revisedSide.touched,
    deletions: originalSide.touched,
    unchanged: originalSide.words - originalSide.touched,
    unchangedRevised: revisedSide.words - revisedSide.touched,
    originalWords: originalSide.words,
    revisedWords: revisedSide.words,
    originalCharacters: countCodePoints(original),
    revisedCharacters: countCodePoints(revised),
    charactersInserted,
    charactersDeleted,
    changeCount: replacements + insertionsOnly + deletionsOnly,
    replacements,
    insertionsOnly,
    deletionsOnly,
  };
}

/**
 * Share of words left unchanged, counting both texts: (unchanged original + unchanged revised words) /
 * (all words of both), as a percentage with one decimal. A character comparison measures characters
 * instead ('colour' → 'color' keeps 10 of 11), and so do texts without words.
 * 100 is reserved for "no change at all", so a lone added comma never reads as identical.
 */
export function computeSimilarity(stats: TextCompareStats, identical: boolean, byCharacters = false): number {
  if (identical) return 100;
  const totalWords = stats.originalWords + stats.revisedWords;
  const ratio =
    totalWords > 0 && !byCharacters
      ? (stats.unchanged + stats.unchangedRevised) / totalWords
      : ratioOfCharacters(stats);
  return Math.min(99.9, Math.round(ratio * 1000) / 10);
}

function ratioOfCharacters(stats: TextCompareStats): number {
  const total = stats.originalCharacters + stats.revisedCharacters;
  if (total === 0) return 1;
  const kept = total - stats.charactersDeleted - stats.charactersInserted;
  return kept / total;
}
