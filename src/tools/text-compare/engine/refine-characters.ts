import { buildUnits, createDictionary, type UnitOptions } from './build-units';
import { diffSequences } from './diff-sequences';
import { convertToTextRuns, type TextRun } from './text-runs';
import { tokenizeClusters } from './tokenize';

// Replacements longer than this stay word-level: a character diff of two unrelated paragraphs is noise.
const MAX_REFINED_LENGTH = 20_000;

export interface RefineOutcome {
  runs: TextRun[];
  exact: boolean;
}

/**
 * Character view: each word-level replacement is re-diffed character by character (whole grapheme
 * clusters, so an emoji or accented letter is never split), so "colour" → "color" shows one deleted "u".
 */
export function refineCharacters(
  original: string,
  revised: string,
  runs: TextRun[],
  options: UnitOptions,
  deadline: number,
): RefineOutcome {
  const refined: TextRun[] = [];
  let exact = true;
  for (const run of runs) {
    const lengthA = run.a1 - run.a0;
    const lengthB = run.b1 - run.b0;
    if (run.equal || lengthA === 0 || lengthB === 0 || lengthA + lengthB > MAX_REFINED_LENGTH) {
      refined.push(run);
      continue;
    }
    if (Date.now() >= deadline) {
      exact = false;
      refined.push(run);
      continue;
    }
    const sliceA = original.slice(run.a0, run.a1);
    const sliceB = revised.slice(run.b0, run.b1);
    const dictionary = createDictionary();
    const unitsA = buildUnits(sliceA, tokenizeClusters(sliceA), options, dictionary);
    const unitsB = buildUnits(sliceB, tokenizeClusters(sliceB), options, dictionary);
    const diff = diffSequences(unitsA.ids, unitsB.ids, dictionary.size, deadline);
    exact &&= diff.exact;
    refined.push(...convertToTextRuns(diff.runs, unitsA.bounds, unitsB.bounds, run.a0, run.b0));
  }
  return { runs: refined, exact };
}
