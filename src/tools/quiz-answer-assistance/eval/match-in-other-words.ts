import { normalizeAnswer } from './squad-metrics';

/**
 * A second, looser scoring of short answers, reported next to the strict one (never instead of it): an answer is right
 * "in other words" when, after the SQuAD normalisation, it says the same words as a gold answer in the same order once
 * three kinds of word that add nothing are left out —
 *  - a hedge before a number ("about four watts" against "four watts"),
 *  - "because" repeated inside a reason ("because they grow quickly and because their flowers…"),
 *  - words the question itself already says, in the answer only ("four watts every year" for "By how much does its power
 *    drop each year?"); a question word the gold answer holds is never left out, so "Charlotte" is still not "Charlotte
 *    Brontë" for "Who did Brontë…?".
 * "every", "each" and "per" count as the question's "each"/"a" for that last kind.
 */
const HEDGES = new Set(['about', 'around', 'approximately', 'roughly', 'nearly', 'almost', 'some', 'only', 'just', 'perhaps']);
const RATE_WORDS = new Set(['every', 'each', 'per']);

export function matchInOtherWords(prediction: string, golds: string[], question: string): boolean {
  const asked = new Set(normalizeAnswer(question).split(' '));
  const askedRate = [...asked].some((word) => RATE_WORDS.has(word));
  const plain = (text: string) => normalizeAnswer(text).split(' ').filter((word) => word !== '' && !HEDGES.has(word) && word !== 'because');
  return golds.some((gold) => {
    const expected = plain(gold);
    const said = new Set(expected);
    const given = plain(prediction).filter((word) => said.has(word) || !(asked.has(word) || (askedRate && RATE_WORDS.has(word))));
    return expected.length > 0 && given.join(' ') === expected.join(' ');
  });
}
