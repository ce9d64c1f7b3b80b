import { mergeTextRuns, type TextRun } from './text-runs';

/**
 * Makes a minimal diff read like an editor's mark-up. A minimal diff happily keeps a lone space or "the"
 * as "unchanged" between two rewritten stretches, which chops one rewrite into confetti. Any equality
 * that is shorter than the edits on both sides of it is folded into them, repeatedly, so a rewritten
 * phrase shows as one deletion and one insertion, while an unchanged stretch longer than its
 * neighbouring edits survives. Equalities at the very start and end always survive.
 *
 * A stretch containing a word is only folded between two replacements: between a pure deletion and a
 * pure insertion ("lazy dog" → "dog today") the word is genuinely kept, and folding it would show
 * "dog" as deleted and re-inserted.
 *
 * An unchanged line break is never folded: editors do not merge edits across paragraphs or lines.
 *
 * `foldTies` also folds equalities exactly as long as the larger neighbouring edit (word-level views);
 * character views keep them, so "like cats" → "liked hats" stays two small edits.
 */
const HAS_WORD = /[\p{L}\p{N}]/u;

function isReplacement(run: TextRun): boolean {
  return run.a1 > run.a0 && run.b1 > run.b0;
}

export function cleanupRuns(original: string, runs: TextRun[], foldTies: boolean): TextRun[] {
  const alternating = mergeTextRuns(runs);
  // Stack of alternating runs; whenever a change run is pushed, try folding the equality before it.
  const stack: TextRun[] = [];
  for (const run of alternating) {
    stack.push({ ...run });
    if (run.equal) continue;
    while (stack.length >= 3) {
      const right = stack[stack.length - 1]!;
      const equality = stack[stack.length - 2]!;
      const left = stack[stack.length - 3]!;
      if (left.equal || !equality.equal) break;
      const equalLength = Math.max(equality.a1 - equality.a0, equality.b1 - equality.b0);
      const leftSize = Math.max(left.a1 - left.a0, left.b1 - left.b0);
      const rightSize = Math.max(right.a1 - right.a0, right.b1 - right.b0);
      const fold = foldTies
        ? equalLength <= leftSize && equalLength <= rightSize
        : equalLength < leftSize && equalLength < rightSize;
      if (!fold) break;
      const equalText = original.slice(equality.a0, equality.a1);
      if (equalText.includes('\n')) break;
      const keepsWord = HAS_WORD.test(equalText);
      if (keepsWord && !(isReplacement(left) && isReplacement(right))) break;
      stack.length -= 2;
      left.a1 = right.a1;
      left.b1 = right.b1;
    }
  }
  return stack;
}
