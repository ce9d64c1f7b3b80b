import type { Token } from './tokenize-reference';

const CLOSES_QUOTE = /(?:[”"»’]|'')[.,;:]?$/;

/**
 * Session 45: where a quoted title opened at `start` closes, before `end`. « » and “ ” nest ("« Le mot « liberté » chez
 * Sartre »"): the close is the mark that brings the count of open marks back to none, not the first closing mark. Straight
 * quotes cannot nest, so for them (and ‘ ’, which also mark apostrophes) the first closing mark it is. -1 when none closes.
 */
export function findQuoteClose(tokens: Token[], start: number, end: number): number {
  const opening = tokens[start]?.text ?? '';
  if (!/^[«“]/.test(opening)) return tokens.findIndex((token, k) => k >= start && k < end && CLOSES_QUOTE.test(token.text));
  let open = 0;
  for (let k = start; k < end; k++) {
    const text = tokens[k]?.text ?? '';
    open += (text.match(/[«“]/g) ?? []).length - (text.match(/[»”]/g) ?? []).length;
    if (open <= 0 && CLOSES_QUOTE.test(text)) return k;
  }
  return -1;
}
