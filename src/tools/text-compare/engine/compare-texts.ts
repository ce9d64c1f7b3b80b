import { ToolInputError } from '../../../platform/engine';
import { alignEdits } from './align-edits';
import { buildUnits, createDictionary } from './build-units';
import { cleanupRuns } from './cleanup-runs';
import { computeSimilarity, computeStats } from './compute-stats';
import { diffSequences } from './diff-sequences';
import { refineCharacters } from './refine-characters';
import {
  type Granularity,
  type ParsedTextCompareInput,
  type TextChange,
  type TextCompareResult,
} from '../contract';
import { MAX_TEXT_CHARS } from '../../../platform/contract-kit/text-field';
import { convertToTextRuns, mergeTextRuns, type TextRun } from './text-runs';
import { tokenizeLines, tokenizeSentences, tokenizeWords, type Tokens } from './tokenize';

/**
 * Time the diff search may take before unresolved regions are reported as whole-block replacements.
 * Similar texts finish far sooner (two 1 MB texts with 10% edits: ~0.5 s); only large, unrelated
 * texts reach it, and for those "all replaced" is the honest answer anyway. Generous enough that a
 * busy server still completes similar texts exactly.
 */
export const DIFF_TIME_BUDGET_MS = 2000;

export interface CompareOptions {
  /** Milliseconds for the diff search (tests shorten it to exercise the fallback). */
  timeBudgetMs?: number;
  signal?: AbortSignal;
}

function tokenizeFor(granularity: Granularity, text: string, words: Tokens): Tokens {
  if (granularity === 'line') return tokenizeLines(text);
  if (granularity === 'sentence') return tokenizeSentences(text);
  return words;
}

const WHITESPACE_ONLY = /^\s*$/;

/** With ignoreWhitespace, an edit that only adds or removes whitespace is no edit at all. */
function absorbWhitespaceEdits(original: string, revised: string, runs: TextRun[]): TextRun[] {
  return mergeTextRuns(
    runs.map((run) =>
      !run.equal &&
      WHITESPACE_ONLY.test(original.slice(run.a0, run.a1)) &&
      WHITESPACE_ONLY.test(revised.slice(run.b0, run.b1))
        ? { ...run, equal: true }
        : run,
    ),
  );
}

function buildChanges(original: string, revised: string, runs: TextRun[]): TextChange[] {
  const changes: TextChange[] = [];
  for (const run of runs) {
    if (run.equal) {
      const text = revised.slice(run.b0, run.b1);
      const originalText = original.slice(run.a0, run.a1);
      changes.push(originalText === text ? { type: 'equal', text } : { type: 'equal', text, originalText });
      continue;
    }
    if (run.a1 > run.a0) changes.push({ type: 'delete', text: original.slice(run.a0, run.a1) });
    if (run.b1 > run.b0) changes.push({ type: 'insert', text: revised.slice(run.b0, run.b1) });
  }
  return changes;
}

export function compareTexts(input: ParsedTextCompareInput, options: CompareOptions = {}): TextCompareResult {
  const { original, revised, granularity, ignoreCase, ignoreWhitespace } = input;
  // The contract refuses longer texts; callers that skip it (bench, eval) get the same bound here.
  if (original.length > MAX_TEXT_CHARS || revised.length > MAX_TEXT_CHARS) {
    throw new ToolInputError(
      `Each text may have at most ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters; split larger documents into parts.`,
    );
  }
  const unitOptions = { ignoreCase, ignoreWhitespace };
  const wordsA = tokenizeWords(original);
  const wordsB = tokenizeWords(revised);
  const dictionary = createDictionary();
  const unitsA = buildUnits(original, tokenizeFor(granularity, original, wordsA), unitOptions, dictionary);
  const unitsB = buildUnits(revised, tokenizeFor(granularity, revised, wordsB), unitOptions, dictionary);
  options.signal?.throwIfAborted();

  // The budget covers the search only: tokenising is linear and always finishes.
  const deadline = Date.now() + (options.timeBudgetMs ?? DIFF_TIME_BUDGET_MS);
  const diff = diffSequences(unitsA.ids, unitsB.ids, dictionary.size, deadline);
  let runs = mergeTextRuns(convertToTextRuns(diff.runs, unitsA.bounds, unitsB.bounds));
  let exact = diff.exact;
  options.signal?.throwIfAborted();

  if (granularity === 'char') {
    const refined = refineCharacters(original, revised, runs, unitOptions, deadline);
    exact &&= refined.exact;
    runs = cleanupRuns(original, refined.runs, false);
  } else {
    runs = cleanupRuns(original, runs, true);
  }
  runs = alignEdits(original, revised, runs);
  if (ignoreWhitespace) runs = absorbWhitespaceEdits(original, revised, runs);

  const stats = computeStats(original, revised, runs, wordsA, wordsB);
  const identical = runs.every((run) => run.equal);
  return {
    similarity: computeSimilarity(stats, identical, granularity === 'char'),
    identical,
    changes: buildChanges(original, revised, runs),
    stats,
    granularity,
    ignoreCase,
    ignoreWhitespace,
    exact,
  };
}
