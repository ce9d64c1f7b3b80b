import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { DETERMINERS, readSpanishNounSubject, spanishVerbs } from './agreement-rules';
import { narrowPerson, retense } from './tense-rules';

// A habit or a background makes "de repente" a repeated or ongoing thing: "cada vez que…, de repente se iba la luz".
const HABIT_OR_BACKGROUND = /(?<![\p{L}])(mientras|cuando|siempre|cada|a veces|a menudo|todos los|todas las|solía|solían|normalmente|de vez en cuando)(?![\p{L}])/iu;
// States and backgrounds: "de repente todo era silencio" describes a scene.
const STATE_VERBS = new Set(['ser', 'estar', 'haber', 'tener', 'parecer', 'saber', 'poder', 'querer', 'conocer', 'deber']);
const CLITICS = /^(se|me|te|le|les|lo|la|los|las|nos|os|no)$/;
// One past occasion: "Ayer estaba en la oficina cuando de repente…" interrupts a scene once, not a habit.
const ONE_OCCASION = /(?<![\p{L}])(ayer|anoche|anteayer|esta mañana|esta tarde|el otro día|una vez|una noche|una tarde|una mañana|la semana pasada|el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo) pasado)(?![\p{L}])/iu;

/** The words of the sentence holding word k: its first and last index. */
function sentenceSpan(ctx: RuleContext, k: number): [number, number] {
  let from = k;
  while (from > 0 && !ctx.startsSentence(from)) from--;
  let to = k;
  while (to < ctx.tokens.length - 1 && !ctx.startsSentence(to + 1)) to++;
  return [from, to];
}

/**
 * "Anoche, de repente, se iba la luz" → "se fue": what happens "de repente" or "de pronto" is one event, told in the
 * preterite. The first verb after the phrase (past a noun subject, clitics and a comma), read only as an imperfect,
 * takes the preterite of its person; not in a sentence of habits or backgrounds ("cada vez que…", "mientras…"), nor
 * a verb of state ("de repente todo era silencio").
 */
export const PRETERITE_SUDDEN_EVENT: IntlRule = defineRule({
  id: 'es/preterite-sudden-event',
  name: 'Preterite for a sudden event',
  message: 'Something that happens "de repente" is one event: it takes the preterite ("de repente se fue la luz").',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'de' || !/^(repente|pronto)$/.test(ctx.word(i + 1)) || !ctx.joined(i)) return undefined;
    const [from, to] = sentenceSpan(ctx, i);
    const sentence = ctx.text.slice(ctx.tokens[from]!.start, ctx.tokens[to]!.end);
    // "estaba en la oficina cuando de repente…" on one past occasion: that "cuando" brings the event, not a background.
    const interrupting = ctx.word(i - 1) === 'cuando' && !ctx.startsSentence(i - 1) && ONE_OCCASION.test(sentence);
    const rest = interrupting ? sentence.replace(/(?<![\p{L}])cuando\s+de\s+(repente|pronto)/iu, '') : sentence;
    if (HABIT_OR_BACKGROUND.test(rest)) return undefined;
    // "de repente el perro ladraba": past a noun subject.
    let v = (readSpanishNounSubject(ctx, i + 2)?.end ?? i + 1) + 1;
    while (v <= to && CLITICS.test(ctx.word(v))) v++;
    if (v > to || v > i + 8) return undefined;
    const readings = spanishVerbs().read(ctx.word(v));
    if (readings.length === 0 || !readings.every((r) => r.tense === 1) || readings.some((r) => STATE_VERBS.has(r.lemma))) return undefined;
    // "iba" is yo or él: "se iba la luz", "llamaba alguien" have their subject after the verb; "me", "mi", "yo" in the
    // sentence tell the writer's own doing; else a noun after the verb is taken for its subject ("sonaba el teléfono").
    const yoOrHe = readings.some((r) => r.person === 0) && readings.some((r) => r.person === 2);
    const nounAfter = DETERMINERS[ctx.word(v + 1)] !== undefined && ctx.joined(v);
    const someone = /^(alguien|algo)$/.test(ctx.word(v + 1)) && ctx.joined(v);
    const speaker = ctx.tokens.slice(from, to + 1).some((t) => /^(yo|me|mi|mis)$/.test(t.lower));
    const third = yoOrHe && (someone || (nounAfter && (ctx.word(v - 1) === 'se' || !speaker)));
    const narrowed = third ? readings.filter((r) => r.person === 2) : narrowPerson(ctx, v, readings);
    const fix = narrowed.length > 0 ? retense(ctx, v, narrowed, 2) : undefined;
    return fix && fix !== ctx.word(v) ? { from: v, to: v, replacements: [fix] } : undefined;
  },
});
