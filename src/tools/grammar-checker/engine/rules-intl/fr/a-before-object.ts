import { defineRule, type IntlRule } from '../intl-rule';
import { frenchVerbs, isParticiple } from './agreement-rules';
import { ADJECTIVES, findNoun } from './lexicon';

/** What "avoir" has right after it: a number or quantity ("a trois chats", "a beaucoup de travail"), or a bare noun ("a faim"). */
const OBJECT_START = /^(\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|cent|mille|plusieurs|beaucoup|trop|peu|tant|faim|soif|peur|raison|tort|besoin|envie|sommeil|honte|hâte)$/;
/** A possessive or demonstrative subject ("Ma voisine", "Ce garçon"): a label such as "La chambre à deux lits" has an article. */
const SUBJECT_DETERMINER = /^(mon|ma|ton|ta|son|sa|notre|votre|leur|ce|cet|cette)$/;

/**
 * "Ma voisine à trois chats" → "a": a sentence whose only candidate for its verb is "à" between its subject and what
 * the subject has. Read only when the subject (a possessive or demonstrative noun phrase, or a first name) opens the
 * sentence and ends right before "à", a number, quantity or "faim/peur/raison…" follows, and no other word of the
 * sentence is a verb ("Ma voisine à trois pas de chez moi vend des fleurs" has "vend" and stays).
 */
export const A_BEFORE_OBJECT: IntlRule = defineRule({
  id: 'fr/a-before-object',
  name: 'a (avoir) before what the subject has',
  message: 'Here "a" is the verb avoir ("elle a trois chats"), not the preposition "à".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'à' || !ctx.joined(i) || !ctx.joined(i - 1) || !OBJECT_START.test(ctx.word(i + 1))) return undefined;
    let start = i - 1;
    while (start > 0 && !ctx.startsSentence(start)) start--;
    const opener = ctx.word(start);
    const named = !SUBJECT_DETERMINER.test(opener) && /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[start]?.text ?? '') && !findNoun(opener) && frenchVerbs().read(opener).length === 0;
    if (!SUBJECT_DETERMINER.test(opener) && !named) return undefined;
    // The subject is the name alone, or the determiner, a singular noun and at most one adjective ("Ma vieille voisine").
    // (readSubjectPhrase would take "à trois chats" into the subject as its complement.)
    const words = i - start;
    const nounAt = named ? -1 : [start + 1, start + 2].find((k) => k < i && findNoun(ctx.word(k)) && !findNoun(ctx.word(k))!.plural);
    const fits = named ? words === 1 : nounAt !== undefined && (words === 2 || (words === 3 && ADJECTIVES.has(ctx.word(nounAt === start + 1 ? start + 2 : start + 1))));
    if (!fits || !ctx.joinedRun(start, i)) return undefined;
    for (let k = i + 1; k < ctx.tokens.length && !(k > i + 1 && ctx.startsSentence(k)); k++) {
      const word = ctx.word(k);
      if (frenchVerbs().read(word).length > 0 && !findNoun(word) && !isParticiple(word)) return undefined;
    }
    return { from: i, to: i, replacements: ['a'] };
  },
});
