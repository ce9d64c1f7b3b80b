import { registerTool } from '../tool-registration';
import { grammarCheckerContract } from './contract';
import { grammarCheckerEngine } from './engine';

export const tool = registerTool({
  contract: grammarCheckerContract,
  createEngine: () => grammarCheckerEngine,
  // Starts the harper.js worker (its 16 MB WASM binary and warm-up) before the first visitor needs it.
  warmUpInput: { text: 'This sentence warm up the grammar checker.' },
});
