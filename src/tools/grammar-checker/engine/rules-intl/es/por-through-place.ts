import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';

// Walking about: "caminar", "pasear", "andar" through a place take "por"; "ir para el parque" (towards) is left alone.
const WALKING = new Set(['caminar', 'pasear', 'andar', 'deambular', 'vagar']);
const WALKING_FORMS = /^(caminar|pasear|andar|caminando|paseando|andando)$/;
// Places one walks through, not to: a wood, a park, the streets.
const AREAS = /^(bosque|bosques|parque|parques|ciudad|centro|playa|playas|campo|montaña|montañas|calle|calles|barrio|pueblo|sendero|senderos|camino|caminos|orilla|jardín|jardines|plaza|selva|zona|casco|paseo|monte|valle|desierto|mercado|puerto|río|costa|sierra)$/;

// How long the walk lasted: only then is "para" (towards) surely the learner's "por" (through).
const DURATION = /^(durante|horas|hora|rato|minutos|kilómetros|toda|todo)$/;
const DURATION_REACH = 6;

/**
 * "Caminamos para el bosque durante tres horas" → "por": walking or strolling through a place for a while takes
 * "por"; "para" would make it the destination. Without a duration after the place "caminamos para el parque"
 * (towards the park) is correct Spanish, so it stays, as do "fuimos para el parque" and "caminamos para llegar".
 */
export const POR_THROUGH_PLACE: IntlRule = defineRule({
  id: 'es/por-through-place',
  name: 'por for walking through a place',
  message: 'Walking through a place takes "por": "caminamos por el bosque"; "para" names where one is going.',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'para' || !ctx.joinedRun(i - 1, i + 2)) return undefined;
    const verb = ctx.word(i - 1);
    const walking = WALKING_FORMS.test(verb) || spanishVerbs().read(verb).some((r) => WALKING.has(r.lemma));
    if (!walking || !/^(el|la|los|las)$/.test(ctx.word(i + 1)) || !AREAS.test(ctx.word(i + 2))) return undefined;
    if (!Array.from({ length: DURATION_REACH }, (_, k) => ctx.word(i + 3 + k)).some((word) => DURATION.test(word))) return undefined;
    return { from: i, to: i, replacements: ['por'] };
  },
});
