import { describe, expect, it } from 'vitest';
import { findQuoteClose } from './find-quote-close';
import { tokenizeReference } from './tokenize-reference';

describe('where a quoted title closes (session 45)', () => {
  it('skips a quotation nested inside guillemets or curly quotes', () => {
    const tokens = tokenizeReference('« Le mot « liberté » chez Sartre », Les Temps modernes');
    expect(tokens[findQuoteClose(tokens, 0, tokens.length)]?.text).toBe('»,');
    const curly = tokenizeReference('“The word “freedom” in Sartre,” Modern Times');
    expect(curly[findQuoteClose(curly, 0, curly.length)]?.text).toBe('Sartre,”');
  });
  it('takes the first close of a plain quotation, and none when the nested one never closes', () => {
    const plain = tokenizeReference('« Le roman noir », Études');
    expect(plain[findQuoteClose(plain, 0, plain.length)]?.text).toBe('»,');
    const open = tokenizeReference('« Le mot « liberté » chez Sartre');
    expect(findQuoteClose(open, 0, open.length)).toBe(-1);
  });
});
