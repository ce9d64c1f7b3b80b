import { registerTool } from '../../platform/tool-registration';
import { translateContract } from './contract';
import { createTranslateEngine } from './engine/engine';
import { apertiumWordLookup } from './engine/engines/apertium/look-up-words';
import { createTranslationEngines } from './engine/list-engines';

export const tool = registerTool({
  contract: translateContract,
  // Apertium when it is installed (scripts/install-apertium.sh), and the providers the environment names.
  createEngine: (ports) => createTranslateEngine(createTranslationEngines(ports), apertiumWordLookup),
  warmUpInput: { text: 'Hello.', source: 'en', target: 'es' },
});
