import { countWords } from '../../domain/word-count';
import type { ToolEngine } from '../engine';
import { compareTexts } from './compare-texts';
import { textCompareInputSchema, type ParsedTextCompareInput, type TextCompareResult } from './schema';

/**
 * Text compare: word, character, line or sentence diff of two texts with similarity and edit statistics.
 * Both response levels get the full diff: a comparison without its highlighted changes is no comparison.
 */
export const textCompareEngine: ToolEngine<ParsedTextCompareInput, TextCompareResult> = {
  id: 'text-compare',
  inputSchema: textCompareInputSchema,
  // One scan reads both texts side by side, so the larger of the two is what the plan's limit bounds.
  countInputWords: (input) => Math.max(countWords(input.original), countWords(input.revised)),
  run: async (input, context) => compareTexts(input, { signal: context.signal }),
};
