import { defineRule, type IntlRule } from '../intl-rule';
import { germanVerbs } from './agreement-rules';

/** Verbs whose object may be a "dass" clause: knowing, thinking, saying, noticing. */
const CLAUSE_VERBS = new Set(['wissen', 'glauben', 'denken', 'hoffen', 'meinen', 'finden', 'sagen', 'sehen', 'merken', 'bemerken', 'hören', 'verstehen', 'vergessen', 'erzählen', 'fürchten', 'erfahren', 'lesen', 'behaupten', 'versprechen', 'schreiben', 'erwarten', 'vermuten', 'bezweifeln', 'wünschen']);
const SUBJECT_PRONOUNS = /^(ich|du|er|sie|es|wir|ihr|man)$/;
/** What opens the clause's subject after "dass": a pronoun, or an article before its noun ("das die Bäckerei"). */
const CLAUSE_OPENERS = /^(ich|du|er|sie|es|wir|ihr|man|der|die|den|dem|ein|eine|einen|kein|keine|mein|meine|dein|deine|sein|seine|ihre|unser|unsere|euer|eure|dieser|diese|jeder|jede|alle|viele|wir)$/;

function isClauseVerb(word: string): boolean {
  // The verb table lacks the present of wissen.
  if (/^(weiß|weißt|wisst|wissen)$/.test(word)) return true;
  return germanVerbs()
    .read(word)
    .some((r) => CLAUSE_VERBS.has(r.lemma));
}

/**
 * "Weißt du, das die Bäckerei … geschlossen ist?" → "dass": after a verb of knowing or saying and its subject pronoun
 * ("Weißt du", "Glaubst du"… in any person and tense), or after such a verb in a tense
 * de/dass-after-verb does not list ("Ich wusste, das"), "das" before a pronoun or an article opens a clause and is the
 * conjunction. "Ich weiß, das ist gut" (a verb after "das") and "Er sagt, das Buch ist gut" (an article before a
 * noun) stay; a relative "das" needs a neuter noun before the comma, and none stands there.
 */
export const DASS_AFTER_VERB_PRONOUN: IntlRule = defineRule({
  id: 'de/dass-after-verb-pronoun',
  name: 'dass after "Weißt du,"',
  message: 'After a verb like "wissen" or "glauben" a clause starts with "dass": "Weißt du, dass …?".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'das' || !/^,\s*$/.test(ctx.gapBefore(i)) || !ctx.joined(i) || !CLAUSE_OPENERS.test(ctx.word(i + 1))) return undefined;
    // "das die Kinder" but not "das Buch": an article after "das" comes before its noun.
    if (/^\p{Lu}/u.test(ctx.tokens[i + 1]!.text) && !ctx.startsSentence(i + 1)) return undefined;
    const before = ctx.tokens[i - 1];
    if (!before || before.text !== before.lower) return undefined;
    // "Weißt du, das …": a subject pronoun after the verb (a participle closing the clause is de/dass-after-participle's).
    const pronounAfterVerb = SUBJECT_PRONOUNS.test(before.lower) && ctx.joined(i - 2) && isClauseVerb(ctx.word(i - 2));
    // "Ich wusste, das": a finite form right before the comma, after a subject pronoun.
    const finiteAfterPronoun = isClauseVerb(before.lower) && SUBJECT_PRONOUNS.test(ctx.word(i - 2)) && ctx.joined(i - 2) && !/^(weiß|wissen|glaube|glauben|denke|denken|hoffe|hoffen|meine|meinen|finde|finden|sage|sagt|sagte|sagen|sehe|sieht|merke)$/.test(before.lower);
    return pronounAfterVerb || finiteAfterPronoun ? { from: i, to: i, replacements: ['dass'] } : undefined;
  },
});
