import { type HarperLint } from '../workers/engine-workers';

// Words whose "'s" is "is" or "has" ("he's", "that's", "there's", "what's", "let's"): a "be" after them is doubled.
const IS_CONTRACTION = /^(he|she|it|that|this|there|here|what|who|where|when|why|how|let|everyone|everybody|someone|somebody|nobody|nothing|everything|something|one)$/i;

/**
 * Harper's SingleBe reads every "X's" as "X is", so "the family firm's was the cheapest" (the firm's quote) loses its
 * "was", and "Fresh bagel's are available" (a stray apostrophe our rule makes "bagels") loses its "are". After a noun's
 * "'s" the word is a possessive standing for its noun, or a plural with a stray apostrophe: the "be" after it is the
 * verb and stays. After a pronoun or "there/what/that's" ("he's is", "there's is") the "be" is doubled and goes.
 */
export function isBeAfterPossessive(text: string, lint: HarperLint): boolean {
  if (lint.rule !== 'SingleBe') return false;
  const before = /(\p{L}+)['’]s\s*$/u.exec(text.slice(Math.max(0, lint.start - 40), lint.start));
  return before !== null && !IS_CONTRACTION.test(before[1] ?? '');
}
