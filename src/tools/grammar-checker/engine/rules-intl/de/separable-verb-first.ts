import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { splitSeparable } from './separable-verbs';

/** The persons a subject pronoun right after the verb gives it ("Sie" with a capital is the polite plural). */
const PRONOUN_AFTER: Record<string, number[]> = { ich: [0], du: [1], er: [2], es: [2], man: [2], wir: [3], ihr: [4] };
/** Words that continue a noun phrase after "und"/"oder": a second object, not a second clause. */
const PHRASE_WORD = /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|meinen|dein|deine|deinen|sein|seine|seinen|ihr|ihre|ihren|unser|unsere|unseren|euer|eure|euren|kein|keine|keinen|alle|zwei|drei|vier|fünf)$/;

/**
 * The last word of the clause from i on: before punctuation, or before "und"/"oder" that join a second clause.
 * "Ihren Ausweis und die Versichertenkarte": a determiner or a noun after "und" continues the object.
 */
function findClauseEnd(ctx: RuleContext, i: number): number {
  let k = i;
  while (k < ctx.tokens.length - 1 && !ctx.endsClause(k) && ctx.joined(k)) {
    const next = ctx.word(k + 1);
    if (/^(aber|denn|sondern)$/.test(next)) break;
    if (/^(und|oder)$/.test(next)) {
      const after = ctx.tokens[k + 2];
      const continues = after !== undefined && (PHRASE_WORD.test(after.lower) || (/^\p{Lu}/u.test(after.text) && after.text !== 'Sie'));
      if (!continues) break;
    }
    k++;
  }
  return k;
}

/**
 * "Bitte mitbringen Sie Ihren Ausweis zum Termin.", "Anrufst du mich morgen?": a separable verb first in its clause
 * (an order with "Sie", a yes/no question) splits as in any main clause: the verb first, the prefix at the clause's end
 * ("Bitte bringen Sie Ihren Ausweis zum Termin mit"). The word opens the sentence or follows "bitte" that does, and a
 * subject pronoun it agrees with stands right after it: "Sie" (written with a capital) after a form in -en, or a
 * pronoun of the verb's person. de/separable-prefix-end reads a subject before the verb only.
 */
export const SEPARABLE_VERB_FIRST: IntlRule = defineRule({
  id: 'de/separable-verb-first',
  name: 'Separable verb first in its clause',
  message: 'A separable verb splits when it comes first: the prefix goes to the end of the clause ("Bringen Sie bitte Ihren Ausweis mit").',
  confidence: 0.75,
  at: (ctx, i) => {
    const token = ctx.tokens[i];
    if (!token || !ctx.joined(i)) return undefined;
    const opens = ctx.startsSentence(i) || (ctx.word(i - 1) === 'bitte' && ctx.startsSentence(i - 1) && ctx.joined(i - 1));
    // Lower case, or a capital only because it opens the sentence.
    if (!opens || (token.text !== token.lower && !(ctx.startsSentence(i) && token.text.slice(1) === token.lower.slice(1)))) return undefined;
    const split = splitSeparable(token.lower);
    if (!split) return undefined;
    const pronoun = ctx.tokens[i + 1]!;
    const polite = pronoun.text === 'Sie' && /en$/.test(split.base) && split.persons.includes(5);
    const persons = PRONOUN_AFTER[pronoun.text];
    if (!polite && !(persons && split.persons.some((p) => persons.includes(p)))) return undefined;
    const end = findClauseEnd(ctx, i + 1);
    const rest = ctx.text.slice(ctx.tokens[i + 1]!.start, ctx.tokens[end]!.end);
    const base = token.text === token.lower ? split.base : split.base.charAt(0).toUpperCase() + split.base.slice(1);
    return { from: i, to: end, replacements: [`${base} ${rest} ${split.prefix}`] };
  },
});
