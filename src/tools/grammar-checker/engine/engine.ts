import { createToolEngine } from '../../../platform/engine';
import { checkText } from './check-text';
import { grammarCheckerContract } from '../contract';

/** Grammar check: harper.js and our own rules (English), spelling dictionaries (German, French, Spanish), style, terms, readability and tone. */
export const grammarCheckerEngine = createToolEngine(grammarCheckerContract, async (input, context) => {
  context.signal?.throwIfAborted();
  const result = await checkText(input, context.responses);
  // The worker cannot be interrupted mid-lint; an abort discards the answer instead.
  context.signal?.throwIfAborted();
  return result;
});
