import { createToolEngine } from '../../../platform/engine';
import { translateContract } from '../contract';
import type { LookUpWords } from './pipeline/noun-facts';
import { translateText } from './translate-text';
import type { TranslationEngine } from './translation-engine';

/** The translate tool over the engines this host has: the server, the CLI and the tests build it the same way. */
export function createTranslateEngine(engines: readonly TranslationEngine[], lookUpWords?: LookUpWords) {
  return createToolEngine(translateContract, (input, context) =>
    translateText(input, { engines, ...(lookUpWords ? { lookUpWords } : {}), ...(context.signal ? { signal: context.signal } : {}) }),
  );
}
