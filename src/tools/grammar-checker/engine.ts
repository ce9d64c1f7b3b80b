import { countWords } from '../../domain/word-count';
import { type ToolEngine } from '../engine';
import { checkText } from './check-text';
import { type GrammarInput, grammarInputSchema } from './schema';
import { type GrammarResult } from './types';

export const grammarCheckerEngine: ToolEngine<GrammarInput, GrammarResult> = {
  id: 'grammar-checker',
  inputSchema: grammarInputSchema,
  countInputWords: (input) => countWords(input.text),
  async run(input, context) {
    context.signal?.throwIfAborted();
    const result = await checkText(input, context.responses);
    // The worker cannot be interrupted mid-lint; an abort discards the answer instead.
    context.signal?.throwIfAborted();
    return result;
  },
};
