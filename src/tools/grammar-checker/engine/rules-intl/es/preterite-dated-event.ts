import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';
import { FINISHED_PAST } from './tense-rules';

/** Verbs of a state or a habit, whose imperfect sets a background beside a preterite ("vivía en Sevilla y conocí…"). */
const STATES = new Set(['ser', 'estar', 'tener', 'haber', 'querer', 'saber', 'poder', 'conocer', 'creer', 'pensar', 'parecer', 'vivir', 'llevar', 'gustar', 'necesitar', 'deber', 'soler', 'ir', 'sentir', 'estudiar', 'trabajar', 'esperar', 'buscar']);
/** Words that make an imperfect a habit or a scene: "siempre", "cada", "todos los días", "mientras", "cuando". */
const HABIT = /\b(siempre|cada|todos|todas|mientras|cuando|normalmente|a menudo|a veces|nunca|solía|solíamos)\b/iu;

/**
 * "En 2019 mi hermana corría su primer maratón en Sevilla y terminó en cuatro horas": in a sentence dated in a
 * finished past (a year, "ayer", "el verano pasado"), an imperfect joined by "y" to a preterite of the same person
 * tells one finished event of a chain, and is a preterite too ("corrió"). Not a verb of a state or a habit ("vivía en
 * Sevilla y conocí a mi marido"), nor in a sentence that speaks of habits or scenes ("siempre", "cada", "mientras").
 */
export const PRETERITE_DATED_EVENT: IntlRule = defineRule({
  id: 'es/preterite-dated-event',
  name: 'Preterite for one event of a dated past',
  message: 'A single finished event in a dated past takes the preterite, like the verb it is joined to: "en 2019 corrió su primer maratón y terminó…".',
  confidence: 0.7,
  at: (ctx, i) => {
    const readings = spanishVerbs().read(ctx.word(i));
    if (readings.length === 0 || !readings.every((r) => r.tense === 1)) return undefined;
    const lemmas = new Set(readings.map((r) => r.lemma));
    if (lemmas.size !== 1 || STATES.has([...lemmas][0]!)) return undefined;
    let from = i;
    while (from > 0 && !ctx.startsSentence(from)) from--;
    let to = i;
    while (to < ctx.tokens.length - 1 && !ctx.startsSentence(to + 1)) to++;
    const sentence = ctx.text.slice(ctx.tokens[from]!.start, ctx.tokens[to]!.end);
    if (!FINISHED_PAST.test(sentence) || HABIT.test(sentence)) return undefined;
    const toPreterite = (preterite: string): { from: number; to: number; replacements: string[] } | undefined => {
      const other = spanishVerbs().read(preterite);
      const person = readings.find((r) => other.length > 0 && other.every((n) => n.tense === 2 && n.person === r.person))?.person;
      const fix = person === undefined ? undefined : spanishVerbs().conjugate([...lemmas][0]!, 2, person);
      return fix && fix !== ctx.word(i) ? { from: i, to: i, replacements: [fix] } : undefined;
    };
    // "y" + a preterite of one of the imperfect's persons, within eight words and no comma before the "y".
    for (let k = i + 1; k <= Math.min(to, i + 8); k++) {
      if (ctx.word(k) !== 'y') continue;
      if (!ctx.joinedRun(i, k)) return undefined;
      return toPreterite(ctx.word(k + 1));
    }
    // "Ayer fui al cine y veía una película": the imperfect right after "y", the chain's preterite before it
    // in the same clause run (its first verb within eight words, no comma between).
    // "…y hacía mucho calor" is the weather, a scene with no subject of its own.
    if (ctx.word(i - 1) !== 'y' || (lemmas.has('hacer') && /^(mucho|muy|un|buen|mal|bastante|demasiado|calor|frío|sol|viento|fresco)$/.test(ctx.word(i + 1)))) return undefined;
    for (let k = i - 2; k >= Math.max(from, i - 9); k--) {
      if (!ctx.joinedRun(k, i)) return undefined;
      if (spanishVerbs().read(ctx.word(k)).length > 0) return toPreterite(ctx.word(k));
    }
    return undefined;
  },
});
