import { type RuleContext } from '../intl-rule';
import { frenchVerbs } from './agreement-rules';
import { findNoun } from './lexicon';

const PLURAL_DETERMINERS = /^(les|des|mes|tes|ses|nos|vos|leurs|ces|plusieurs)$/;

/**
 * Whether the sentence that holds word `at` opens with a plural subject whose complement runs up to `at`
 * ("Les billets pour le concert de samedi son déjà vendus"): a plural determiner and a plural noun of the
 * lexicon first, then up to eight words, all joined by spaces, none of them a verb form that is no noun
 * (a verb there would be the subject's own, and "son" after it a possessive: "Les enfants aiment son gâteau").
 */
export function opensWithPluralSubject(ctx: RuleContext, at: number): boolean {
  let start = at - 1;
  while (start > 0 && !ctx.startsSentence(start)) start--;
  if (at - start < 2 || at - start > 10 || !ctx.joinedRun(start, at)) return false;
  if (!PLURAL_DETERMINERS.test(ctx.word(start)) || !findNoun(ctx.word(start + 1))?.plural) return false;
  for (let k = start + 2; k < at; k++) if (frenchVerbs().read(ctx.word(k)).length > 0 && !findNoun(ctx.word(k))) return false;
  return true;
}
