import { defineRule, type IntlRule } from '../intl-rule';
import { frenchVerbs, isParticiple } from './agreement-rules';
import { findNoun } from './lexicon';

/** Verbs whose person comes after the thing with "à": "donner le livre à sa sœur", "envoyer une lettre à mon oncle". */
const TO_SOMEONE = /^(donner|envoyer|prêter|offrir|montrer|dire|écrire|rendre|apporter|vendre|expliquer|demander|annoncer|présenter|proposer|raconter|confier|laisser|lire|apprendre|enseigner|passer|transmettre|rembourser|emprunter|acheter|promettre|souhaiter|poser)$/;
const OBJECT_DETERMINERS = /^(le|la|l'|l’|les|un|une|des|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces)$/;
const PERSON_DETERMINERS = /^(le|la|les|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|un|une|ce|cet|cette|ces)$/;

/**
 * "Il a donné le livre a sa sœur pour son anniversaire" → "à": after a verb that gives or tells something to someone
 * and its object (a determiner and a noun right after the verb), "a" before another noun phrase is the preposition
 * "à" — the verb "a" would need that object as its subject, and a verb already stands before it. Not when a relative
 * or another subordinate clause opens earlier in the sentence (its verb may be the one before the object). fr/a-after-subject
 * and fr/a-before-participle read the other way round ("à" for "a"). Only the verbs whose person follows with "à".
 */
export const A_BEFORE_RECIPIENT: IntlRule = defineRule({
  id: 'fr/a-before-recipient',
  name: 'à before the person given to',
  message: 'The person something is given or told to takes the preposition "à": "donner le livre à sa sœur".',
  at: (ctx, i) => {
    if (ctx.tokens[i]!.text !== 'a' || !ctx.joinedRun(i - 3, i + 1)) return undefined;
    // The object's noun: the lexicon's, or a word after the determiner that is no participle (the lexicon lacks "livre",
    // whose two genders are two words).
    const noun = ctx.tokens[i - 1]!.text;
    if (!PERSON_DETERMINERS.test(ctx.word(i + 1)) || !OBJECT_DETERMINERS.test(ctx.word(i - 2)) || !(findNoun(noun) || (/^\p{Ll}{3,}$/u.test(noun) && !isParticiple(noun) && !/^(plus|moins|tout|tous|même|autre)$/.test(noun)))) return undefined;
    // The verb right before the object: a finite form or a participle of a verb with an "à" person.
    const lemmas = frenchVerbs().slots(ctx.word(i - 3)).map((s) => s.lemma);
    if (!lemmas.some((l) => TO_SOMEONE.test(l))) return undefined;
    // "Le garçon qui a lu le livre a un chien": after a relative or another clause's opener the verb before the
    // object may be that clause's, and "a" the main verb; such a clause is left alone.
    for (let k = i - 4; k >= 0; k--) {
      if (/^(qui|que|qu'|qu’|dont|où|lequel|laquelle|lesquels|lesquelles|quand|si|lorsque|comme|quoi)$/.test(ctx.word(k))) return undefined;
      if (ctx.startsSentence(k)) break;
    }
    return { from: i, to: i, replacements: ['à'] };
  },
});
