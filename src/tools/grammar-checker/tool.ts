import { registerTool } from '../../platform/tool-registration';
import { grammarCheckerContract } from './contract';
import { grammarCheckerEngine } from './engine/engine';
import { makeSampleText } from './engine/text/make-sample-text';

/**
 * Starts the harper.js worker (its 16 MB WASM binary) before the first visitor needs it, and warms it
 * with a document-sized text: after a one-sentence warm-up, harper's first 1,000-word text still took
 * 2.4× its later ones (558 against ~227 ms); after these 1,000 words of distinct sentences, 1.1×.
 * The seed is one the grammar bench never uses, so its texts do not meet these sentences in harper's cache.
 */
const WARM_UP_TEXT = makeSampleText(1000, 2026);

export const tool = registerTool({
  contract: grammarCheckerContract,
  createEngine: () => grammarCheckerEngine,
  warmUpInput: { text: WARM_UP_TEXT },
});
