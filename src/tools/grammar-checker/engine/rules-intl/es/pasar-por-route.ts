import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';

/** Things that run along a route: what they pass is a place on the way. */
const ROUTE_NOUNS = /^(tren|trenes|autobús|autobuses|bus|metro|tranvía|avión|vuelo|vuelos|barco|ferry|línea|ruta|carretera|autopista|camino|río|camión|coche|autocar|expreso|cercanías|AVE)$/;
/** Places one passes through on the way. */
const WAY_PLACES = /^(centro|ciudad|pueblo|pueblos|puente|túnel|calle|plaza|estación|parque|barrio|frontera|valle|costa|montaña|montañas|sierra|aeropuerto)$/;
const DETERMINERS = /^(el|la|los|las|un|una|este|esta|varios|varias)$/;

/**
 * "Este tren pasa para Zaragoza antes de llegar a Barcelona" → "por": passing a place on the way takes "por"
 * ("para" names where one is going). A form of pasar, "para", then a place's name or a place noun after its
 * determiner, when a vehicle or a route is the clause's subject before the verb, or the sentence goes on to the
 * end of the way ("antes de llegar", "de camino", "camino de"). "Pasa para adentro", "Paso para Madrid mañana"
 * and "El tren sale para Zaragoza" stay.
 */
export const PASAR_POR_ROUTE: IntlRule = defineRule({
  id: 'es/pasar-por-route',
  name: 'pasar por a place on the way',
  message: 'A place passed on the way takes "por": "este tren pasa por Zaragoza"; "para" names where one is going.',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'para' || !ctx.joinedRun(i - 1, i + 1)) return undefined;
    if (!spanishVerbs().read(ctx.word(i - 1)).some((r) => r.lemma === 'pasar') && !/^(pasar|pasando)$/.test(ctx.word(i - 1))) return undefined;
    const next = ctx.tokens[i + 1]!.text;
    const place = (/^\p{Lu}\p{Ll}+$/u.test(next) && !DETERMINERS.test(ctx.word(i + 1))) || (DETERMINERS.test(ctx.word(i + 1)) && ctx.joined(i + 1) && WAY_PLACES.test(ctx.word(i + 2)));
    if (!place) return undefined;
    // The subject: a vehicle or route noun in the clause before the verb.
    let vehicle = false;
    for (let k = i - 2; k >= 0 && k >= i - 6; k--) {
      if (ROUTE_NOUNS.test(ctx.tokens[k]!.text) || ROUTE_NOUNS.test(ctx.word(k))) vehicle = true;
      if (ctx.startsSentence(k) || !ctx.joined(k)) break;
    }
    // Or the way goes on to its end in the same sentence.
    let end = i + 1;
    while (end < ctx.tokens.length - 1 && !/[.!?;]/.test(ctx.gapAfter(end))) end++;
    const rest = ctx.tokens.slice(i + 2, end + 1).map((t) => t.lower).join(' ');
    const onTheWay = /\b(antes de llegar|de camino|camino de|camino a|en el camino|rumbo a)\b/.test(rest);
    return vehicle || onTheWay ? { from: i, to: i, replacements: ['por'] } : undefined;
  },
});
