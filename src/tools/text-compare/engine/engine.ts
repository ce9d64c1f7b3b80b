import { createToolEngine } from '../../../platform/engine';
import { compareTexts } from './compare-texts';
import { textCompareContract } from '../contract';

/**
 * Text compare: word, character, line or sentence diff of two texts with similarity and edit statistics.
 * Both response levels get the full diff: a comparison without its highlighted changes is no comparison.
 */
export const textCompareEngine = createToolEngine(textCompareContract, async (input, context) =>
  compareTexts(input, { signal: context.signal }),
);
