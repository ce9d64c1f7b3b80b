import { defineRule, type IntlRule } from '../intl-rule';
import { germanVerbs } from './agreement-rules';

/**
 * "Wann kommst ihr morgen nach Hause?" → "kommt": a verb whose only readings are the "du" form, right before "ihr"
 * as its subject (no "du" in the clause, and "ihr" before no noun, where it would be a possessive: "Kommt ihr Bruder
 * mit?"), takes the "ihr" form of the same tense: kommst → kommt, fährst → fahrt, bist → seid, kannst → könnt.
 */
export const IHR_AFTER_VERB: IntlRule = defineRule({
  id: 'de/ihr-after-verb',
  name: 'Verb before "ihr"',
  message: 'With "ihr" the verb takes its "ihr" form: "kommt ihr", "fahrt ihr", "seid ihr".',
  at: (ctx, i) => {
    if (ctx.word(i + 1) !== 'ihr' || !ctx.joined(i) || ctx.tokens[i + 1]!.text !== 'ihr') return undefined;
    const verb = ctx.tokens[i]!;
    // A verb opens a question or follows a question word or a fronted phrase: lower case, or capitalised at the start.
    if (verb.text !== verb.lower && !ctx.startsSentence(i)) return undefined;
    const readings = germanVerbs().read(verb.lower);
    if (readings.length === 0 || readings.some((r) => r.person !== 1)) return undefined;
    // "ihr" before a noun is a possessive; before "du" or with "du" in the clause, "ihr" is a dative ("Gibst du ihr …").
    const after = ctx.tokens[i + 2]?.text ?? '';
    if (/^\p{Lu}/u.test(after) && !ctx.endsClause(i + 1)) return undefined;
    let from = i;
    while (from > 0 && !ctx.endsClause(from - 1)) from--;
    let to = i + 1;
    while (to < ctx.tokens.length - 1 && !ctx.endsClause(to)) to++;
    for (let k = from; k <= to; k++) if (ctx.word(k) === 'du' || ctx.word(k) === 'dich' || ctx.word(k) === 'dir') return undefined;
    const fixes = new Set(readings.map((r) => germanVerbs().conjugate(r.lemma, r.tense, 4)));
    const fix = fixes.size === 1 ? [...fixes][0] : undefined;
    return fix && fix !== verb.lower ? { from: i, to: i, replacements: [fix] } : undefined;
  },
});
