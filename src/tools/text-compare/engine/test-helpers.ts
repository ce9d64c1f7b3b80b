import { compareTexts } from './compare-texts';
import { textCompareInputSchema, type TextChange, type TextCompareInput, type TextCompareResult } from '../contract';

export function compare(input: TextCompareInput, timeBudgetMs?: number): TextCompareResult {
  return compareTexts(textCompareInputSchema.parse(input), { timeBudgetMs });
}

/** The two texts as the documented contract rebuilds them from `changes`. */
export function rebuildTexts(changes: TextChange[]): { original: string; revised: string } {
  let original = '';
  let revised = '';
  for (const change of changes) {
    if (change.type !== 'insert') original += change.type === 'equal' ? (change.originalText ?? change.text) : change.text;
    if (change.type !== 'delete') revised += change.text;
  }
  return { original, revised };
}

/** Readable form for assertions: "=same", "-gone", "+new". */
export function describeChanges(changes: TextChange[]): string[] {
  return changes.map((change) => ({ equal: '=', delete: '-', insert: '+' })[change.type] + change.text);
}

export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}
