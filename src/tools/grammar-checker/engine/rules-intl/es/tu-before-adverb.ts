import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';

/** Adverbs that stand between a subject pronoun and its verb and are never nouns: "tú también vas", "tú nunca llamas". */
export const PRE_VERB_ADVERBS = new Set(['también', 'tampoco', 'ya', 'siempre', 'nunca', 'jamás', 'todavía', 'aún', 'no', 'sí', 'solo', 'sólo']);

/**
 * "¿Tu también vas al concierto?" → "Tú": "tu" (your) needs a noun; before an adverb of that list and then a verb of
 * the second person singular it is the subject "tú" without its accent. "Tu siempre fiel amigo" (an adjective after
 * the adverb) and "Tu ya conocida historia" stay: the word after the adverb is no "tú" form of a verb.
 */
export const TU_BEFORE_ADVERB: IntlRule = defineRule({
  id: 'es/tu-before-adverb',
  name: 'tú before an adverb and its verb',
  message: '"tú" (you) takes an accent; "tu" (your) comes before a noun.',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'tu' || !PRE_VERB_ADVERBS.has(ctx.word(i + 1)) || !ctx.joinedRun(i, i + 2)) return undefined;
    const verb = ctx.word(i + 2);
    const readings = spanishVerbs().read(verb);
    if (readings.length === 0 || !readings.some((r) => r.person === 1)) return undefined;
    return { from: i, to: i, replacements: [ctx.tokens[i]!.text === 'Tu' ? 'Tú' : 'tú'] };
  },
});
