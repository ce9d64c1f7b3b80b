import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { PRONOUNS, spanishVerbs } from './agreement-rules';
import { retense } from './tense-rules';

// A finished past time that opens the sentence: "El sábado pasado", "Ayer", "Anoche", "La semana pasada".
const OPENING_PAST = /^(?:(?:el|la)\s+(?:año|semana|mes|verano|invierno|otoño|fin de semana|lunes|martes|miércoles|jueves|viernes|sábado|domingo)\s+pasad[oa]|ayer|anoche|anteayer)$/iu;

/** The index of the word after an opening finished-past phrase (up to six words, and an optional comma), or -1. */
function afterOpeningPast(ctx: RuleContext, i: number): number {
  let from = i;
  while (from > 0 && !ctx.startsSentence(from)) from--;
  for (let end = from; end < from + 6 && end < i; end++) {
    const phrase = ctx.text.slice(ctx.tokens[from]!.start, ctx.tokens[end]!.end);
    if (OPENING_PAST.test(phrase)) return end + 1;
  }
  return -1;
}

/**
 * "El sábado pasado nosotros vamos en bici" → "fuimos": the first verb after a finished past that opens the sentence
 * (past a subject pronoun), read only as a present, takes the preterite of its person. Only a verb that is never a
 * preterite too ("vamos", not "hablamos"), only one lemma, and never in a question or after "que" (reported speech).
 */
export const PRESENT_AFTER_FINISHED_PAST: IntlRule = defineRule({
  id: 'es/present-after-finished-past',
  name: 'Preterite after a finished past time',
  message: 'After "ayer", "el sábado pasado" and other finished times, the event is told in the preterite: "fuimos", not "vamos".',
  at: (ctx, i) => {
    const start = afterOpeningPast(ctx, i);
    if (start < 0) return undefined;
    const pronoun = PRONOUNS[ctx.word(start)] ? start : -1;
    if (i !== (pronoun >= 0 ? start + 1 : start) || !ctx.joinedRun(pronoun >= 0 ? start : i, i) || /\?/.test(ctx.text)) return undefined;
    // "Ayer, como llovía, …": words that are also conjunctions or prepositions are not read as verbs here.
    if (/^(como|entre|sobre|para|bajo|contra|cerca|vino|era)$/.test(ctx.word(i))) return undefined;
    let readings = spanishVerbs().read(ctx.word(i));
    const persons = pronoun >= 0 ? PRONOUNS[ctx.word(pronoun)] : undefined;
    if (persons) readings = readings.filter((r) => persons.includes(r.person));
    if (readings.length === 0 || !readings.every((r) => r.tense === 0) || new Set(readings.map((r) => r.lemma)).size !== 1) return undefined;
    // "Ayer he comido": the perfect is es/preterite-finished-past's, which mends the auxiliary and participle together.
    if (readings[0]!.lemma === 'haber') return undefined;
    const fix = retense(ctx, i, readings, 2);
    return fix && fix !== ctx.word(i) ? { from: i, to: i, replacements: [fix] } : undefined;
  },
});
