import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';

/** Predicates whose subject or object is a "dass" clause: "Es tut mir leid, dass …", "Ich bin froh, dass …". */
export const CLAUSE_PREDICATES = /^(leid|froh|sicher|schade|wichtig|klar|möglich|unmöglich|traurig|dankbar|glücklich|enttäuscht|überrascht|überzeugt|erleichtert|besorgt|stolz|wahrscheinlich|selbstverständlich|schlimm|seltsam|komisch|peinlich|nötig|notwendig|gut|schön|toll|super|egal)$/;
/** What opens the clause's subject after "dass": a pronoun, or an article before its noun. */
const CLAUSE_OPENERS = /^(ich|du|er|sie|es|wir|ihr|man|der|die|den|ein|eine|einen|kein|keine|mein|meine|dein|deine|sein|seine|ihre|unser|unsere|euer|eure|dieser|diese|jeder|jede|alle|viele)$/;
/** A neuter singular determiner or pronoun earlier in the clause: a relative "das" may refer to it ("Ich finde das Essen gut, das …"). */
const NEUTER_ANTECEDENT = /^(das|ein|kein|mein|dein|sein|ihr|unser|euer|dieses|jedes|jenes|welches|etwas|nichts|alles|es)$/;

/** The first word of the clause that ends at word end (after the previous comma or the sentence's start). */
function clauseStart(ctx: RuleContext, end: number): number {
  let k = end;
  while (k > 0 && ctx.joined(k - 1)) k--;
  return k;
}

/**
 * "Es tut mir leid, das ich … vergessen habe" → "dass": after a predicate that takes a clause (leid, froh, sicher,
 * schade, wichtig…) standing right before the comma, "das" before a subject pronoun or an article opens that clause.
 * A relative "das" needs a neuter noun or pronoun to refer to: the clause before the comma has none (no capitalised word
 * but its first, no neuter determiner, no "es" other than the impersonal one opening it), so "Ich finde das Essen gut,
 * das …" and "Das Kind ist froh, das …" stay.
 */
export const DASS_AFTER_PREDICATE: IntlRule = defineRule({
  id: 'de/dass-after-predicate',
  name: 'dass after "Es tut mir leid,"',
  message: 'After "Es tut mir leid", "Ich bin froh", "Es ist wichtig"… the clause starts with "dass".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'das' || !/^,\s*$/.test(ctx.gapBefore(i)) || !ctx.joined(i) || !CLAUSE_OPENERS.test(ctx.word(i + 1))) return undefined;
    // "das die Kinder" but not "das Buch": the word after "das" is a pronoun or an article, never a noun.
    if (ctx.tokens[i + 1]!.text !== ctx.word(i + 1) && !/^(Sie)$/.test(ctx.tokens[i + 1]!.text)) return undefined;
    const before = ctx.tokens[i - 1];
    // Lower case, or opening the sentence ("Schade, das …").
    if (!before || (before.text !== before.lower && !ctx.startsSentence(i - 1)) || !CLAUSE_PREDICATES.test(before.lower)) return undefined;
    const start = clauseStart(ctx, i - 1);
    for (let k = start; k < i - 1; k++) {
      const token = ctx.tokens[k]!;
      if (k > start && token.text !== token.lower && token.text !== 'Sie') return undefined;
      // "Es tut mir leid": the impersonal "es" opening the clause (or right after its verb) refers to nothing.
      const impersonal = token.lower === 'es' && (k === start || k === start + 1);
      if (NEUTER_ANTECEDENT.test(token.lower) && !impersonal) return undefined;
    }
    return { from: i, to: i, replacements: ['dass'] };
  },
});
