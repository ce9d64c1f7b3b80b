import { type RuleContext } from '../intl-rule';
import { type Person } from '../lexicon/verb-table';
import { findNoun } from './lexicon';

const PRONOUN_PERSON: Record<string, Person> = {
  yo: 0, tú: 1, él: 2, ella: 2, usted: 2, nosotros: 3, nosotras: 3, vosotros: 4, vosotras: 4, ellos: 5, ellas: 5, ustedes: 5,
};
const DETERMINER = /^(el|la|los|las|un|una|unos|unas|mi|tu|su|mis|tus|sus|nuestro|nuestra|nuestros|nuestras|vuestro|vuestra|vuestros|vuestras|este|esta|estos|estas|ese|esa|esos|esas|aquel|aquella|aquellos|aquellas)$/;
const PREPOSITION = /^(a|al|de|del|con|en|para|por|sin|sobre|hasta|desde|entre|hacia|según|contra)$/;

/**
 * The person the subject right before a verb gives it: "mi tío conducí" (he), "yo tenió" (I), "los niños hací" (they).
 * Before the verb only "no" and the pronouns of an indirect object or a reflexive ("me", "te", "se", "le", "nos", "os",
 * "les") may stand: after "lo", "la", "los", "las" the noun phrase before is more often the fronted object ("El libro
 * lo leí yo"). The subject is a personal pronoun, or a determiner and a noun of the lexicon not after a preposition
 * ("a mi tío le dije" has none); undefined when there is no such subject.
 */
export function readSubjectPersonBefore(ctx: RuleContext, verb: number): Person | undefined {
  let j = verb - 1;
  while (j >= 0 && j >= verb - 3 && /^(no|me|te|se|le|nos|os|les)$/.test(ctx.word(j)) && ctx.joined(j)) j--;
  if (j < 0 || !ctx.joined(j)) return undefined;
  const pronoun = PRONOUN_PERSON[ctx.word(j)];
  if (pronoun !== undefined) return pronoun;
  const noun = findNoun(ctx.word(j));
  if (!noun || !DETERMINER.test(ctx.word(j - 1)) || !ctx.joined(j - 1) || (j >= 2 && PREPOSITION.test(ctx.word(j - 2)) && ctx.joined(j - 2))) return undefined;
  return noun.plural ? 5 : 2;
}
