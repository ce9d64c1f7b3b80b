import { defineRule, type IntlRule } from '../intl-rule';
import { frenchVerbs } from './agreement-rules';
import { ADJECTIVES, findNoun } from './lexicon';

const SUBJECT_DETERMINERS = /^(le|la|l['’]|les|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|ce|cet|cette|ces|un|une)$/;

/**
 * "Le professeur leurs a expliqué les consignes" → "leur": between a sentence's opening subject (a determiner and a
 * noun) and a finite verb, "leurs" is the pronoun, which never takes -s. fr/leur-leurs reads the same after a subject
 * pronoun ("il leurs donne"). Not before a word that may be a noun or an adjective ("Avec le temps leurs relations…"
 * does not open with its subject; "Le soir leurs enfants dorment": "enfants" is a noun), so only the pronoun is read.
 */
export const LEURS_PRONOUN_AFTER_SUBJECT: IntlRule = defineRule({
  id: 'fr/leurs-pronoun-after-subject',
  name: 'leur (to them) before a verb',
  message: 'Before a verb, "leur" (to them) is a pronoun and never takes -s: "le professeur leur a expliqué".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'leurs' || i < 2 || !ctx.startsSentence(i - 2) || !ctx.joinedRun(i - 2, i + 1)) return undefined;
    if (!SUBJECT_DETERMINERS.test(ctx.word(i - 2)) || !findNoun(ctx.word(i - 1))) return undefined;
    const next = ctx.word(i + 1);
    if (findNoun(next) || ADJECTIVES.has(next) || frenchVerbs().read(next).length === 0) return undefined;
    return { from: i, to: i, replacements: ['leur'] };
  },
});
