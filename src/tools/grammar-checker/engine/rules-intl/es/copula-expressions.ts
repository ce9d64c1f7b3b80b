import { defineRule, type IntlRule } from '../intl-rule';

/*
 * Session 43 (misses of intl batch 36), by cause:
 * - es/estar-expression: "Mi jefa es de mal humor" → "está": fixed phrases of a passing state take "estar"
 *   (de buen/mal humor, de vacaciones, de pie, de moda, de rodillas, de luto; "de acuerdo" after a person).
 *   Not phrases that also classify with "ser" ("una bolsa de viaje", "la entrada es de servicio", "es de baja calidad").
 * - es/ser-origin: "Mi compañero está de Colombia" → "es": where one comes from, with a country or city named;
 *   not a distance ("Toledo está de Madrid a una hora" is left alone: "a" follows).
 * - es/estar-open-shut-clause: "no pudimos entrar porque era cerrado" → "estaba": open or shut with no subject written
 *   after a conjunction, in a sentence about a place or a thing, and no agent ("por"); not with a degree word
 *   ("porque es muy cerrado": narrow-minded).
 * - es/acordarse-de: "Me acuerdo a mi primer día" → "de": one remembers "de" something.
 */
const SER_TO_ESTAR: Record<string, string> = { soy: 'estoy', eres: 'estás', es: 'está', somos: 'estamos', sois: 'estáis', son: 'están', era: 'estaba', eras: 'estabas', éramos: 'estábamos', eran: 'estaban' };
const ESTAR_TO_SER: Record<string, string> = Object.fromEntries(Object.entries(SER_TO_ESTAR).map(([ser, estar]) => [estar, ser]));
const STATE_PHRASES = /^(vacaciones|pie|moda|rodillas|luto)$/;
const PERSONAL_SER = /^(soy|eres|somos|sois)$/;
const PLACES = new Set(`México Colombia Argentina Chile Perú Venezuela Cuba Ecuador Bolivia Uruguay Paraguay Guatemala Honduras Nicaragua Panamá
  Costa España Francia Alemania Italia Portugal Brasil China Japón Corea Marruecos Inglaterra Escocia Irlanda Rusia Polonia Rumanía Ucrania Grecia
  Suiza Austria Holanda Bélgica Suecia Noruega Turquía Egipto India Canadá Australia Argelia Senegal Nigeria Filipinas Madrid Barcelona Sevilla
  Valencia Bilbao Málaga Granada Zaragoza Bogotá Lima Quito Caracas Santiago Montevideo Asunción Medellín Cali Guadalajara Monterrey Londres París
  Berlín Roma Lisboa`.split(/\s+/));
const PLACE_NOUNS = new Set(`museo tienda banco farmacia biblioteca restaurante bar puerta ventana oficina supermercado piscina parque calle carretera
  gimnasio cine teatro mercado escuela colegio universidad hospital iglesia estación aeropuerto taquilla ayuntamiento correos frontera
  bodega cafetería panadería carnicería peluquería tienda`.split(/\s+/));
const OPEN_SHUT = /^(cerrad|abiert)(o|a|os|as)$/;
const ACORDARSE = /^(acuerdo|acuerdas|acuerda|acordamos|acordáis|acuerdan|acordé|acordaste|acordó|acordasteis|acordaron|acordaba|acordabas|acordábamos|acordaban|acordaré|acordarás|acordará|acordaremos|acordarán)$/;

export const COPULA_EXPRESSION_RULES: IntlRule[] = [
  defineRule({
    id: 'es/estar-expression',
    name: 'estar de buen humor, de vacaciones',
    message: 'A passing state takes "estar": "está de mal humor", "estamos de vacaciones", "estoy de acuerdo".',
    at: (ctx, i) => {
      const estar = SER_TO_ESTAR[ctx.word(i)];
      if (!estar || ctx.word(i + 1) !== 'de' || !ctx.joinedRun(i, i + 2)) return undefined;
      let k = i + 2;
      if (ctx.word(k) === 'muy') k++;
      const mood = /^(buen|mal)$/.test(ctx.word(k)) && ctx.word(k + 1) === 'humor' && ctx.joinedRun(i, k + 1);
      const state = k === i + 2 && STATE_PHRASES.test(ctx.word(k)) && (ctx.endsClause(k) || /^(y|con|desde|hasta|porque|pero|en|por|otra|todo|toda|hoy|ahora)$/.test(ctx.word(k + 1)));
      const agree = k === i + 2 && ctx.word(k) === 'acuerdo' && PERSONAL_SER.test(ctx.word(i));
      return mood || state || agree ? { from: i, to: i, replacements: [estar] } : undefined;
    },
  }),
  defineRule({
    id: 'es/ser-origin',
    name: 'ser de for origin',
    message: 'Where someone or something comes from takes "ser": "es de Colombia".',
    at: (ctx, i) => {
      const ser = ESTAR_TO_SER[ctx.word(i)];
      if (!ser || ctx.word(i + 1) !== 'de' || !ctx.joinedRun(i, i + 2) || !PLACES.has(ctx.tokens[i + 2]!.text)) return undefined;
      // "Costa Rica": a two-word name; a distance ("está de Madrid a una hora") or "lejos de" is left alone.
      const end = ctx.tokens[i + 2]!.text === 'Costa' ? i + 3 : i + 2;
      if (ctx.word(end + 1) === 'a' || /^(lejos|cerca)$/.test(ctx.word(i - 1))) return undefined;
      return { from: i, to: i, replacements: [ser] };
    },
  }),
  defineRule({
    id: 'es/estar-open-shut-clause',
    name: 'estar cerrado after a conjunction',
    message: 'Open or shut, as a state, takes "estar": "porque estaba cerrado".',
    at: (ctx, i) => {
      const estar = SER_TO_ESTAR[ctx.word(i)];
      if (!estar || !/^(es|era|son|eran)$/.test(ctx.word(i)) || !OPEN_SHUT.test(ctx.word(i + 1)) || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      if (!/^(porque|pero|y|que|cuando|aunque|si|pues)$/.test(ctx.word(i - 1))) return undefined;
      if (ctx.word(i + 2) === 'por' && !/^(obras|reformas|vacaciones|inventario|mantenimiento|huelga)$/.test(ctx.word(i + 3))) return undefined;
      const aboutPlace = ctx.tokens.slice(0, i - 1).some((t) => PLACE_NOUNS.has(t.lower));
      return aboutPlace ? { from: i, to: i, replacements: [estar] } : undefined;
    },
  }),
  defineRule({
    id: 'es/acordarse-de',
    name: 'acordarse de',
    message: 'One remembers "de" something: "me acuerdo de mi primer día".',
    at: (ctx, i) => {
      if (!ACORDARSE.test(ctx.word(i)) || !/^(me|te|se|nos|os)$/.test(ctx.word(i - 1)) || !ctx.joinedRun(i - 1, i + 2)) return undefined;
      const next = ctx.word(i + 2);
      // "al final", "al día siguiente" are times ("Nos acordamos al final"), not what is remembered.
      if (ctx.word(i + 1) === 'al') return /^(final|principio|instante|momento|día|rato|fin|poco|cabo|llegar|salir|ver|entrar|despertar)$/.test(next) ? undefined : { from: i + 1, to: i + 1, replacements: ['del'] };
      if (ctx.word(i + 1) !== 'a' || !/^(mi|mis|tu|tus|su|sus|nuestro|nuestra|nuestros|nuestras|la|las|los|un|una|aquel|aquella|aquellos|aquellas|ese|esa|esos|esas|este|esta|estos|estas|todo|todos|toda|todas|cuando|que)$/.test(next)) return undefined;
      return { from: i + 1, to: i + 1, replacements: ['de'] };
    },
  }),
];
