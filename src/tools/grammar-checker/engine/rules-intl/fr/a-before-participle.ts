import { defineRule, type IntlRule } from '../intl-rule';
import { frenchVerbs, isParticiple } from './agreement-rules';
import { findNoun } from './lexicon';
import { readSubjectPhrase } from './subject-phrase';

/** Phrases with "à" whose noun is spelt like a participle: "à portée de main", "à moitié". */
const LOCUTION = /^(portée|moitié|volonté|côté|gré|jeun|pied|fond|bout|part|peine|propos|priori|posteriori)$/;

/**
 * "Mon fils à perdu sa carte de bus": between a singular subject that opens its clause and a past participle, "à"
 * is the auxiliary "a" (avoir). fr/a-after-subject reads a subject pronoun only. The subject is a noun phrase
 * (a determiner or possessive and its noun, a name) read from the sentence's start or a comma, ending right before
 * "à"; the word after it is a participle of the verb table, not the noun of a phrase made with "à" ("un pot à moitié rempli",
 * "à portée de main" stay), and no verb of its own follows in the clause.
 */
export const A_BEFORE_PARTICIPLE: IntlRule = defineRule({
  id: 'fr/a-before-participle',
  name: 'a (avoir) before a participle',
  message: 'Before a past participle the auxiliary is "a" (avoir), not the preposition "à": "mon fils a perdu".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'à' || !ctx.joined(i) || !ctx.joined(i - 1)) return undefined;
    const next = ctx.word(i + 1);
    // The lexicon lists participles as nouns too ("un perdu"): only phrases made with "à" are left out.
    if (!isParticiple(next) || LOCUTION.test(next) || ctx.tokens[i + 1]!.text !== next) return undefined;
    // The clause has no verb of its own after the participle ("Le téléphone à portée de main sonne").
    for (let k = i + 2; k < ctx.tokens.length && !ctx.endsClause(k - 1); k++) if (frenchVerbs().read(ctx.word(k)).length > 0 && !findNoun(ctx.word(k)) && !isParticiple(ctx.word(k))) return undefined;
    for (let s = i - 1; s >= Math.max(0, i - 6); s--) {
      if (!(ctx.startsSentence(s) || /,/.test(ctx.gapBefore(s)))) continue;
      const subject = readSubjectPhrase(ctx, s);
      return subject && subject.end === i - 1 && subject.person === 2 && ctx.joinedRun(s, i) ? { from: i, to: i, replacements: ['a'] } : undefined;
    }
    return undefined;
  },
});
