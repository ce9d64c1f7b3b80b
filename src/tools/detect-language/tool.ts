import { registerTool } from '../../platform/tool-registration';
import { detectLanguageContract } from './contract';
import { detectLanguageEngine } from './engine/detect-language-engine';

export const tool = registerTool({
  contract: detectLanguageContract,
  createEngine: () => detectLanguageEngine,
  // Loads the five identification libraries (about a second) before the first visitor needs them.
  warmUpInput: { text: 'Ceci prépare la détection de la langue.' },
});
