import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';
import { FINISHED_PAST } from './tense-rules';

/** Verbs of a state or a habit, whose imperfect sets a background beside a preterite ("vivía en Sevilla y conocí…"). */
const STATES = new Set(['ser', 'estar', 'tener', 'haber', 'querer', 'saber', 'poder', 'conocer', 'creer', 'pensar', 'parecer', 'vivir', 'llevar', 'gustar', 'necesitar', 'deber', 'soler', 'ir', 'sentir', 'estudiar', 'trabajar', 'esperar', 'buscar']);
/** Verbs of doing one thing to its end: after "fui … y" their imperfect with "un/una" + a noun is that one event. */
const BOUNDED_ACTIVITIES = new Set(['ver', 'comer', 'comprar', 'beber', 'tomar', 'pedir', 'escribir', 'leer', 'alquilar', 'cocinar', 'preparar', 'ganar', 'perder', 'encontrar', 'probar', 'reservar', 'visitar']);
const SHOWS = /^(película|partido|serie|concierto|obra|espectáculo|documental|musical|episodio|capítulo)$/;
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
    // "Ayer fui al cine y veía una película": the imperfect right after "y", after a preterite of its person within
    // eight words with no comma, before "un"/"una" + a noun (one bounded thing done: a film seen, a cake bought).
    // Only verbs of doing something with that thing: "traía una tarta" (was carrying), "hacía un día precioso", "veía una
    // sombra" describe a scene and stay; "ver" only before a show one watches to its end.
    const lemma = [...lemmas][0]!;
    const done = BOUNDED_ACTIVITIES.has(lemma) && (lemma !== 'ver' || SHOWS.test(ctx.word(i + 2)));
    if (ctx.word(i - 1) === 'y' && done && /^(un|una)$/.test(ctx.word(i + 1)) && ctx.joinedRun(i - 1, i + 1)) {
      for (let k = i - 2; k >= Math.max(from, i - 9) && ctx.joined(k); k--) {
        // Words that are no preterite ("centro", also a present of centrar) are passed over.
        const before = spanishVerbs().read(ctx.word(k));
        if (before.length === 0 || !before.every((b) => b.tense === 2)) continue;
        const person = readings.find((r) => before.every((b) => b.tense === 2 && b.person === r.person))?.person;
        const fix = person === undefined ? undefined : spanishVerbs().conjugate([...lemmas][0]!, 2, person);
        return fix && fix !== ctx.word(i) ? { from: i, to: i, replacements: [fix] } : undefined;
      }
      return undefined;
    }
    // "y" + a preterite of one of the imperfect's persons, within eight words and no comma before the "y".
    for (let k = i + 1; k <= Math.min(to, i + 8); k++) {
      if (ctx.word(k) !== 'y') continue;
      if (!ctx.joinedRun(i, k)) return undefined;
      const next = spanishVerbs().read(ctx.word(k + 1));
      const person = readings.find((r) => next.length > 0 && next.every((n) => n.tense === 2 && n.person === r.person))?.person;
      const fix = person === undefined ? undefined : spanishVerbs().conjugate([...lemmas][0]!, 2, person);
      return fix && fix !== ctx.word(i) ? { from: i, to: i, replacements: [fix] } : undefined;
    }
    return undefined;
  },
});
