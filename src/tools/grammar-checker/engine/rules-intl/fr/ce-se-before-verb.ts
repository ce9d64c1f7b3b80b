import { defineRule, type IntlRule } from '../intl-rule';
import { frenchVerbs } from './agreement-rules';
import { ADJECTIVES, findNoun } from './lexicon';

const SINGULAR_DETERMINERS = /^(le|la|un|une|mon|ma|ton|ta|son|sa|ce|cet|cette|notre|votre|leur|chaque)$/;
const PLURAL_DETERMINERS = /^(les|des|mes|tes|ses|nos|vos|leurs|ces)$/;
/** "Le problème ce sont les voisins", "ce doit être", "ce peut être": "ce" is the pronoun before these. */
const PRONOUN_CE_VERBS = /^(est|sont|était|étaient|sera|seront|serait|seraient|fut|furent|soit|soient|doit|devait|peut|pouvait|semble|semblait)$/;

/**
 * "Mon colocataire ce plaint du bruit" → "se": after a subject noun phrase (a determiner and its noun, the noun
 * perhaps one the lexicon lacks), "ce" before a finite verb of the subject's number that is no noun or adjective is
 * the reflexive "se" ("il se plaint"); the determiner "ce" needs a noun after it. "Le matin ce sont les enfants",
 * "Le mieux ce serait de partir" (être, devoir, pouvoir, sembler after the pronoun "ce") stay, and so does any "ce"
 * before a noun ("Mon frère ce matin-là").
 */
export const CE_SE_BEFORE_VERB: IntlRule = defineRule({
  id: 'fr/ce-se-before-verb',
  name: 'se (reflexive) before a verb',
  message: "Before a verb, the reflexive pronoun is 'se' ('il se plaint'); 'ce' goes before a noun.",
  at: (ctx, i) => {
    if (ctx.word(i) !== 'ce' || i < 2 || !ctx.joinedRun(i - 2, i + 1)) return undefined;
    const determiner = ctx.word(i - 2);
    const plural = PLURAL_DETERMINERS.test(determiner);
    if (!plural && !SINGULAR_DETERMINERS.test(determiner)) return undefined;
    const noun = ctx.word(i - 1);
    if (!/^\p{Ll}{3,}$/u.test(ctx.tokens[i - 1]!.text) || frenchVerbs().read(noun).length > 0) return undefined;
    const verb = ctx.word(i + 1);
    // "Les enfants ce sont couchés": être, then a participle of the subject's number, is a pronominal verb's past
    // ("se sont couchés"); the pronoun "ce" before être takes a noun or "de" after it ("ce sont les voisins").
    const reflexivePast = /^(est|sont|était|étaient)$/.test(verb) && ctx.joined(i + 1) && frenchVerbs().slots(ctx.word(i + 2)).some((s) => s.slot >= 30 && s.slot % 2 === (plural ? 1 : 0)) && !findNoun(ctx.word(i + 2));
    if (reflexivePast && frenchVerbs().read(verb).some((r) => r.person === (plural ? 5 : 2))) return { from: i, to: i, replacements: [ctx.tokens[i]!.text === 'Ce' ? 'Se' : 'se'] };
    if (PRONOUN_CE_VERBS.test(verb) || findNoun(verb) || ADJECTIVES.has(verb)) return undefined;
    const person = plural ? 5 : 2;
    if (!frenchVerbs().read(verb).some((r) => r.person === person)) return undefined;
    return { from: i, to: i, replacements: [ctx.tokens[i]!.text === 'Ce' ? 'Se' : 'se'] };
  },
});
