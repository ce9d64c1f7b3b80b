import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { DETERMINERS, type NounSubject, OPENERS, readSpanishNounSubject, spanishVerbs } from './agreement-rules';
import { findNoun, type Gender, readAdjective, readSameGenderAdjective } from './lexicon';

// The copula rules: the adjective after ser/estar, and which of the two a place, a state or a profession takes.
const SER_TO_ESTAR: Record<string, string> = { soy: 'estoy', eres: 'estás', es: 'está', somos: 'estamos', sois: 'estáis', son: 'están', era: 'estaba', eras: 'estabas', éramos: 'estábamos', eran: 'estaban' };
/** Nouns of time or share after "está el/la": "está la mitad del tiempo", "la mayor parte del año". */
const NOT_IDENTITY = /^(mitad|parte|mayor|semana|mañana|tarde|noche|día|mes|año|vez|hora|verano|invierno|primavera|otoño|fin|final|principio|comienzo|resto|tiempo|lunes|martes|miércoles|jueves|viernes|sábado|domingo)$/;
const COPULAS = new Set(['es', 'son', 'está', 'están', 'era', 'eran', 'estaba', 'estaban', 'fue', 'fueron', 'soy', 'eres', 'somos', 'estoy', 'estás', 'estamos', 'parece', 'parecen']);
const DEGREE = new Set(['muy', 'tan', 'bastante', 'demasiado', 'más', 'menos', 'poco', 'algo', 'siempre', 'no', 'también']);
// States that "ser" never takes, whatever the subject: "la mesa está rota", "mi perro está contento".
// "La rueda está pinchada", "el ascensor está averiado": a thing broken down is in a state too.
const ALWAYS_ESTAR = new Set(['contento', 'roto', 'lleno', 'vacío', 'sentado', 'ocupado', 'preocupado', 'enojado', 'enfadado', 'embarazado', 'pinchado', 'averiado', 'estropeado', 'desinflado', 'atascado']);
// Open and shut: a state with "estar" ("la tienda está cerrada"), a passive only with "por" ("fue abierta por el alcalde").
const OPEN_SHUT = new Set(['abierto', 'cerrado']);
/** Late, of a train or a flight: a state with "estar" ("el tren está retrasado"); "es retrasado" of a thing is a slip. */
const LATE = new Set(['retrasado', 'atrasado']);
/** Clean or dirty, tidy or not: with a room or a thing as the subject, a state ("la cocina está sucia"). */
const ROOM_STATES = new Set(['sucio', 'limpio', 'desordenado', 'ordenado']);
const DISHES = new Set('sopa café té comida cena pizza carne plato desayuno almuerzo hamburguesa pasta arroz pescado'.split(' '));
const ROOMS_AND_THINGS = new Set('cocina baño habitación cuarto salón piso casa apartamento dormitorio oficina calle mesa ropa coche nevera ducha suelo ventana cama escalera'.split(' '));
/** First and second persons of "ser": the subject is a person, whether or not it is written. */
const PERSONAL_SER = new Set(['soy', 'eres', 'somos', 'sois', 'era', 'eras', 'éramos']);
/** States, not qualities: with these "ser" is a learner's slip for "estar". */
const STATES = new Set(['cansado', 'enfermo', 'contento', 'ocupado', 'preocupado', 'enojado', 'enfadado', 'sentado', 'embarazado', 'nervioso', 'lleno', 'vacío', 'roto', 'muerto', 'perdido', 'equivocado',
  // Intl batch 37: a person's state after effort or weather ("todos éramos agotados" → "estábamos").
  'agotado', 'exhausto', 'mojado', 'empapado', 'mareado', 'resfriado', 'harto', 'emocionado', 'estresado', 'agobiado', 'dormido']);
const PERSON_SUBJECTS: Record<string, { plural: boolean; gender?: Gender }> = {
  yo: { plural: false }, tú: { plural: false }, él: { plural: false, gender: 'm' }, ella: { plural: false, gender: 'f' }, usted: { plural: false },
  nosotros: { plural: true, gender: 'm' }, nosotras: { plural: true, gender: 'f' }, ellos: { plural: true, gender: 'm' }, ellas: { plural: true, gender: 'f' }, ustedes: { plural: true },
};

function readAnySubject(ctx: RuleContext, i: number): NounSubject | undefined {
  const pronoun = PERSON_SUBJECTS[ctx.word(i)];
  return pronoun ? { end: i, ...pronoun } : readSpanishNounSubject(ctx, i);
}

/** The copula after a relative clause opening at q ("que vimos ayer era"): up to four lower-case words, at least one a verb, none a determiner or subject pronoun. */
function copulaAfterRelative(ctx: RuleContext, q: number): number | undefined {
  if (ctx.word(q) !== 'que') return undefined;
  let verb = false;
  let limit = q + 5;
  for (let k = q + 1; k <= limit && k < ctx.tokens.length; k++) {
    const token = ctx.tokens[k]!;
    if (COPULAS.has(token.lower)) return verb && k > q + 1 ? k : undefined;
    // "que compré la semana pasada": a time phrase inside the relative clause is no subject of its own.
    if (verb && /^(el|la)$/.test(token.lower) && /^(semana|mes|año|verano|invierno|lunes|martes|miércoles|jueves|viernes|sábado|domingo)$/.test(ctx.word(k + 1)) && /^pasad[oa]$/.test(ctx.word(k + 2))) {
      k += 2;
      limit += 3;
      continue;
    }
    // "que me compré ayer en el centro": after the clause's verb, a determiner right after a preposition opens a
    // place or time phrase, no subject of its own.
    if (verb && DETERMINERS[token.lower] && /^(en|a|de|por|para|con|desde|sin|sobre|durante)$/.test(ctx.word(k - 1)) && ctx.joined(k - 1)) {
      limit += 2;
      continue;
    }
    if (token.text !== token.lower || DETERMINERS[token.lower] || PERSON_SUBJECTS[token.lower] || /^(que|y|pero|o)$/.test(token.lower)) return undefined;
    if (spanishVerbs().read(token.lower).length > 0) verb = true;
  }
  return undefined;
}

function startsClause(ctx: RuleContext, i: number): boolean {
  return ctx.startsSentence(i) || /,/.test(ctx.gapBefore(i)) || (OPENERS.has(ctx.word(i - 1)) && ctx.joined(i - 1));
}

/** The adjective form for a subject; undefined when it already fits or the word is no -o/-a adjective. */
function agreeAdjective(word: string, gender: Gender | undefined, plural: boolean): string | undefined {
  const sameGender = readSameGenderAdjective(word);
  if (sameGender) return sameGender.isPlural === plural ? undefined : plural ? sameGender.plural : sameGender.singular;
  const adjective = readAdjective(word);
  if (!adjective) return undefined;
  const targetGender = gender ?? adjective.gender;
  if (adjective.gender === targetGender && adjective.plural === plural) return undefined;
  return adjective.inflect(targetGender, plural);
}

const PURE_EVENTS = new Set('fiesta fiestas reunión reuniones concierto conciertos boda bodas partido partidos conferencia ceremonia evento cumpleaños charla misa entrevista celebración festival competición torneo espectáculo feria'.split(' '));
// "está en marcha", "está en curso": estar + en of a state, not of a place.
const IN_PROGRESS = new Set(['marcha', 'curso', 'peligro', 'duda', 'juego', 'riesgo', 'proceso', 'vigor', 'contra', 'pie', 'camino', 'venta', 'obras', 'crisis']);
const COMPARATIVE_WORDS = new Set(['mejor', 'peor', 'mayor', 'menor', 'más', 'menos', 'antes', 'después']);
const ESTAR_TO_SER: Record<string, string> = Object.fromEntries(Object.entries(SER_TO_ESTAR).map(([ser, estar]) => [estar, ser]));
const LOCATIVES = new Set(['cerca', 'lejos', 'aquí', 'allí', 'ahí', 'allá', 'acá', 'enfrente', 'arriba', 'abajo', 'delante', 'detrás', 'junto', 'encima', 'debajo']);
// "La fiesta es en casa de Ana": an event "is" where it takes place; so does a named holiday.
const EVENTS = new Set(`fiesta reunión clase clases concierto boda examen partido cena comida conferencia cita ceremonia evento
  cumpleaños función charla misa entrevista celebración curso exposición festival competición carrera torneo espectáculo
  obra película viaje vuelo vacaciones navidad pascua feria partida juego ensayo excursión visita taller`.split(/\s+/));
// "es en inglés", "es en mayo", "es en serio": a language, a time or a manner, not a place.
const NOT_A_PLACE = new Set(`inglés español francés alemán italiano portugués chino japonés árabe serio broma vano realidad
  verdad general enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre primavera verano
  otoño invierno punto`.split(/\s+/));
export const PERSON_NOUNS = new Set(`hermano hermana padre madre hijo hija amigo amiga niño niña chico chica abuelo abuela tío tía primo prima
  novio novia esposo esposa vecino vecina compañero compañera jefe jefa alumno alumna profesor profesora señor señora hombre mujer
  médico médica doctor doctora estudiante bebé`.split(/\s+/).flatMap((w) => [w, /[aeiou]$/.test(w) ? `${w}s` : `${w}es`]));
export const PROFESSIONS = new Set(`médico médica abogado abogada ingeniero ingeniera enfermero enfermera profesor profesora camarero
  camarera doctor doctora arquitecto arquitecta dentista periodista estudiante cocinero cocinera policía bombero bombera
  secretario secretaria científico científica músico música actor actriz`.split(/\s+/).flatMap((w) => [w, /[aeiou]$/.test(w) ? `${w}s` : `${w}es`]));

/** People named by their role ("la directora del coro", "el dueño"): their health or mood is a state too. */
export const MORE_PERSON_NOUNS = new Set(`director directora dueño dueña farmacéutico farmacéutica entrenador entrenadora conductor conductora
  cliente paciente jugador jugadora cantante portero portera encargado encargada tutor tutora monitor monitora`.split(/\s+/).flatMap((w) => [w, /[aeiou]$/.test(w) ? `${w}s` : `${w}es`]));

/**
 * The subject right before the copula at `i`: a pronoun, a noun phrase at a clause start, or a
 * name opening the sentence ("Madrid es en España"). Whether it is a person (states) or an event
 * (which "is" somewhere with "ser").
 */
function findCopulaSubject(ctx: RuleContext, i: number): { person: boolean; event: boolean; head: string } | undefined {
  if (PERSON_SUBJECTS[ctx.word(i - 1)] && ctx.joined(i - 1)) return { person: true, event: false, head: '' };
  const name = ctx.tokens[i - 1]?.text ?? '';
  if (i === 1 && /^\p{Lu}\p{Ll}+$/u.test(name) && !DETERMINERS[ctx.word(0)] && !PERSON_SUBJECTS[ctx.word(0)] && ctx.joined(0)) {
    return { person: false, event: EVENTS.has(ctx.word(0)), head: ctx.word(0) };
  }
  for (let start = Math.max(0, i - 8); start < i; start++) {
    if (!startsClause(ctx, start)) continue;
    const subject = readSpanishNounSubject(ctx, start);
    // "la sopa que me han servido es…": a short relative clause may stand between the subject and its copula.
    if (!subject || (subject.end !== i - 1 && copulaAfterRelative(ctx, subject.end + 1) !== i)) continue;
    const head = ctx.word(start + 1);
    return { person: PERSON_NOUNS.has(head) || PROFESSIONS.has(head) || MORE_PERSON_NOUNS.has(head), event: EVENTS.has(head), head };
  }
  return undefined;
}

/**
 * "Ella tiene veinte años y es muy alto" → "alta": after "y", a copula with no subject of its own shares the subject
 * that opens the sentence (a pronoun or a noun phrase, then its verb). Not when a noun in between agrees with the
 * adjective as written ("Ella tiene un perro y es muy bonito" may speak of the dog), nor across a comma, "que" or
 * another subject pronoun.
 */
function fixPredicateAfterElidedSubject(ctx: RuleContext, i: number): { from: number; to: number; replacements: string[] } | undefined {
  if (!COPULAS.has(ctx.word(i)) || ctx.word(i - 1) !== 'y' || !ctx.joined(i - 1)) return undefined;
  let s = i - 1;
  while (s > 0 && !ctx.startsSentence(s)) s--;
  const subject = readAnySubject(ctx, s);
  if (!subject || subject.end + 1 >= i - 1 || spanishVerbs().read(ctx.word(subject.end + 1)).length === 0 || !ctx.joinedRun(s, i)) return undefined;
  const between = ctx.tokens.slice(subject.end + 2, i - 1).map((t) => t.lower);
  if (between.some((w) => w === 'que' || PERSON_SUBJECTS[w] !== undefined || COPULAS.has(w))) return undefined;
  let k = i + 1;
  while (DEGREE.has(ctx.word(k))) k++;
  if (!ctx.joinedRun(i, k) || !ctx.endsClause(k)) return undefined;
  const written = readAdjective(ctx.word(k));
  if (!written || between.some((w) => findNoun(w)?.gender === written.gender && findNoun(w)?.plural === written.plural)) return undefined;
  const fix = agreeAdjective(ctx.word(k), subject.gender, subject.plural);
  return fix ? { from: k, to: k, replacements: [fix] } : undefined;
}

export const COPULA_RULES: IntlRule[] = [
  defineRule({
    id: 'es/predicate-after-elided-subject',
    name: 'Adjective after "y es" agrees with the sentence\'s subject',
    message: 'The adjective agrees with the subject the sentence opened with: "Ella tiene veinte años y es muy alta".',
    at: fixPredicateAfterElidedSubject,
  }),
  defineRule({
    id: 'es/predicate-agreement',
    name: 'Adjective after ser/estar agrees with the subject',
    message: 'After "ser" or "estar", the adjective agrees with the subject in gender and number.',
    at: (ctx, i) => {
      // "La academia es grande y los profesores son muy simpático": after "y" closing a clause with its own copula,
      // a determiner opens the next clause's subject (not a compound subject: "Mi madre y las tías son" is left alone).
      const afterClause = ctx.word(i - 1) === 'y' && ctx.joined(i - 1) && DETERMINERS[ctx.word(i)] !== undefined && ctx.tokens.slice(0, i - 1).some((_, k) => COPULAS.has(ctx.word(k)) && ctx.joinedRun(k, i - 1));
      if (!startsClause(ctx, i) && !afterClause) return undefined;
      const subject = readAnySubject(ctx, i);
      if (!subject) return undefined;
      // "La película que vimos ayer era muy aburrido": a short relative clause with no subject of its own
      // (only verbs, object pronouns and adverbs) may stand between the subject and its copula.
      // "Las duchas siempre estaban limpias": an adverb of frequency may stand between subject and copula.
      const adverb = /^(siempre|también|todavía|ya|casi|normalmente|nunca|aún)$/.test(ctx.word(subject.end + 1)) ? 1 : 0;
      const copula = COPULAS.has(ctx.word(subject.end + 1 + adverb)) ? subject.end + 1 + adverb : adverb ? undefined : copulaAfterRelative(ctx, subject.end + 1);
      if (copula === undefined) return undefined;
      let k = copula + 1;
      while (DEGREE.has(ctx.word(k))) k++;
      if (!ctx.joinedRun(subject.end, k)) return undefined;
      if (afterClause && !startsClause(ctx, i) && subject.plural !== /^(son|eran|fueron|están|estaban|parecen)$/.test(ctx.word(copula))) return undefined;
      const fix = agreeAdjective(ctx.word(k), subject.gender, subject.plural);
      if (fix) return { from: k, to: k, replacements: [fix] };
      // "La conferencia fue muy interesante pero demasiado largo": a second adjective joined by "y"/"pero" agrees too.
      // Only when the first one is an adjective (so the second is no new clause's word).
      const epicene = /^\p{Ll}+(nte|ble|al|il|ar|ista|z|or|e)$/u.test(ctx.tokens[k]?.text ?? '') && spanishVerbs().read(ctx.word(k)).length === 0;
      if (!readAdjective(ctx.word(k)) && !readSameGenderAdjective(ctx.word(k)) && !epicene) return undefined;
      let m = k + 2;
      if (!/^(y|e|pero|aunque|o|ni)$/.test(ctx.word(k + 1))) return undefined;
      while (DEGREE.has(ctx.word(m))) m++;
      // The adjective closes the clause ("largo."), or a complement follows ("largo para los niños"): not a new clause.
      const closes = ctx.endsClause(m) || /^(para|de|en|con|y|e|pero|porque|como|que)$/.test(ctx.word(m + 1));
      if (!ctx.joinedRun(k, m) || ctx.tokens[m]?.text !== ctx.word(m) || !closes) return undefined;
      const second = agreeAdjective(ctx.word(m), subject.gender, subject.plural);
      return second ? { from: m, to: m, replacements: [second] } : undefined;
    },
  }),
  defineRule({
    id: 'es/ser-estar',
    name: 'estar for place and state',
    message: 'Location ("en casa") and temporary states ("cansado") take "estar", not "ser".',
    at: (ctx, i) => {
      const estar = SER_TO_ESTAR[ctx.word(i)];
      if (!estar || !ctx.joined(i)) return undefined;
      // "Hoy soy muy cansado": "soy" and "eres" speak of a person even with no subject written.
      const personal = PERSONAL_SER.has(ctx.word(i)) && ctx.word(i) !== 'era' ? { person: true, event: false, head: '' } : undefined;
      // "La cafetería siempre es …": an adverb of frequency may stand between subject and verb.
      const adverb = /^(siempre|también|todavía|ya|casi|normalmente|nunca|aún)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1);
      let k = i + 1;
      while (DEGREE.has(ctx.word(k)) && ctx.joined(k)) k++;
      const next = ctx.word(k);
      const state = readAdjective(next);
      // "… pero siempre es llena de gente": a state that only "estar" expresses needs no subject to be read.
      const alwaysEstar = state !== undefined && ALWAYS_ESTAR.has(`${state.stem}o`) && /^(es|son|era|eran)$/.test(ctx.word(i));
      // "no puede venir porque es enferma": with no subject written after a conjunction, ill is a person's state.
      const illAfterConjunction = state !== undefined && `${state.stem}o` === 'enfermo' && /^(porque|que|y|pero|cuando|si|aunque)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) && k === i + 1 && (ctx.endsClause(k) || /^(y|desde|hoy|mañana|ayer|otra|esta|todavía)$/.test(ctx.word(k + 1)));
      const subject = personal ?? (illAfterConjunction ? { person: true, event: false, head: '' } : undefined) ?? findCopulaSubject(ctx, i) ?? (adverb ? findCopulaSubject(ctx, i - 1) : undefined) ?? (alwaysEstar ? { person: false, event: false, head: '' } : undefined);
      if (!subject) return undefined;
      // "es cansado" of a trip means tiring: a state only of a person.
      // "fue abierta por el alcalde" is a passive; "por la tarde" only a time.
      const timeAfterPor = /^(la|las|el)$/.test(ctx.word(k + 2)) && /^(tarde|tardes|mañana|mañanas|noche|noches|día|semana)$/.test(ctx.word(k + 3));
      // "cerrado por obras", "por vacaciones": a bare noun after "por" is the cause, not who closed it.
      const causeAfterPor = /^(obras|reformas|vacaciones|inventario|mantenimiento|limpieza|huelga|enfermedad|festivo)$/.test(ctx.word(k + 2));
      const byAgent = ctx.word(k + 1) === 'por' && !timeAfterPor && !causeAfterPor;
      const passive = byAgent || /^(fue|fueron|será|serán|ha|han|sido)$/.test(ctx.word(i));
      // "La cocina del piso es muy sucia": how clean or tidy a room or thing is now is a state.
      const roomState = state !== undefined && ROOM_STATES.has(`${state.stem}o`) && ROOMS_AND_THINGS.has(subject.head) && !passive;
      // "La sopa que me han servido es fría": how hot a dish or a drink is now is a state too.
      const servedTemperature = DISHES.has(subject.head) && ((state !== undefined && /^(frío|tibio)$/.test(`${state.stem}o`)) || /^calientes?$/.test(next)) && !passive;
      const isState = state && ((STATES.has(`${state.stem}o`) && subject.person) || ALWAYS_ESTAR.has(`${state.stem}o`) || ((OPEN_SHUT.has(`${state.stem}o`) || LATE.has(`${state.stem}o`)) && !passive && !subject.person) || roomState || servedTemperature);
      // "al lado del banco", "a la derecha", "delante de": two-word places too.
      const besides = (next === 'al' && ctx.word(k + 1) === 'lado') || (next === 'a' && ctx.word(k + 1) === 'la' && /^(derecha|izquierda)$/.test(ctx.word(k + 2)));
      // "Madrid es muy lejos de mi pueblo": "cerca" and "lejos" take a degree word and stay places.
      const farOrNear = /^(cerca|lejos)$/.test(next) && /^(muy|bastante|demasiado|tan|más|menos)$/.test(ctx.word(i + 1));
      const place = (k === i + 1 || farOrNear) && (LOCATIVES.has(next) || besides || (next === 'en' && !NOT_A_PLACE.has(ctx.word(k + 1)))) && !subject.event;
      if (!(place || isState || servedTemperature)) return undefined;
      // "Mi hija aprendió a esquiar y ahora es muy contento" → "está muy contenta": a clause joined by "y" with no
      // subject of its own ("y", "y ahora") shares the sentence's opening subject, whose gender and number the adjective takes.
      const joinedBack = ctx.word(i - 1) === 'y' ? i - 1 : /^(ahora|hoy|todavía|ya)$/.test(ctx.word(i - 1)) && ctx.word(i - 2) === 'y' ? i - 2 : undefined;
      const opening = state && joinedBack !== undefined && ctx.joinedRun(joinedBack, i) && !subject.head ? readSpanishNounSubject(ctx, 0) : undefined;
      // The copula's number must be the subject's ("Mis amigas vinieron y es contento" is left at "está").
      const agreed = opening && !personal && opening.plural === /^(son|eran|fueron|serán|serían)$/.test(ctx.word(i)) ? agreeAdjective(next, opening.gender, opening.plural) : undefined;
      if (agreed) return { from: i, to: k, replacements: [ctx.rewrite(i, k, (index) => (index === i ? estar : index === k ? agreed : undefined))] };
      return { from: i, to: i, replacements: [estar] };
    },
  }),
  defineRule({
    id: 'es/event-ser',
    name: 'ser for where an event takes place',
    message: 'An event "is" where it takes place with "ser": "la fiesta es en casa de Pedro".',
    at: (ctx, i) => {
      // "La fiesta va a estar en el club": "estar" after "va a", "van a" takes its subject before "va".
      const goingTo = ctx.word(i) === 'estar' && ctx.word(i - 1) === 'a' && /^(va|van|iba|iban)$/.test(ctx.word(i - 2)) && ctx.joinedRun(i - 2, i);
      const ser = goingTo ? 'ser' : ESTAR_TO_SER[ctx.word(i)];
      if (!ser || ctx.word(i + 1) !== 'en' || !ctx.joined(i) || IN_PROGRESS.has(ctx.word(i + 2))) return undefined;
      const subject = findCopulaSubject(ctx, goingTo ? i - 2 : i);
      // A name of a place opening the sentence is no event; the head noun must be one that is only an
      // event ("la cena está en la mesa", "la exposición está en el segundo piso" are things and places).
      return subject?.event && !subject.person && PURE_EVENTS.has(subject.head) ? { from: i, to: i, replacements: [ser] } : undefined;
    },
  }),
  defineRule({
    id: 'es/hay-definite',
    name: 'estar, not hay, with a definite noun',
    message: '"hay" introduces something new ("hay unas llaves"); with "el", "la", "los", "las" use "estar": "están las llaves".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'hay' || !ctx.joinedRun(i, i + 2) || /^(que|de)$/.test(ctx.word(i + 1))) return undefined;
      const det = ({ el: false, la: false, los: true, las: true } as Record<string, boolean>)[ctx.word(i + 1)];
      const noun = ctx.word(i + 2);
      // "no hay la menor duda": a superlative after the article is no definite thing.
      if (det === undefined || /^(menor|mayor|más|mismo|misma|misma|mejor|peor)$/.test(noun) || !(findNoun(noun) || readAdjective(noun))) return undefined;
      return { from: i, to: i, replacements: [det ? 'están' : 'está'] };
    },
  }),
  defineRule({
    id: 'es/hay-indefinite',
    name: 'hay, not están, for something new',
    message: 'To say that something exists somewhere, use "hay": "en mi barrio hay muchos restaurantes".',
    // "En mi barrio están muchos restaurantes": a place phrase opens the sentence, then estar and a quantity.
    at: (ctx, i) => {
      const word = ctx.word(i);
      if ((word !== 'están' && word !== 'está') || !ctx.joinedRun(i, i + 2)) return undefined;
      const quantity = ctx.word(i + 1);
      const plural = /^(muchos|muchas|varios|varias|algunos|algunas|unos|unas|pocos|pocas|dos|tres|cuatro|cinco|demasiados|demasiadas)$/.test(quantity);
      const singular = /^(un|una|mucho|mucha|algún|alguna|poco|poca)$/.test(quantity);
      if (!(plural && word === 'están') && !(singular && word === 'está')) return undefined;
      const noun = ctx.word(i + 2);
      const nounLike = findNoun(noun) || readAdjective(noun) || (/^\p{Ll}+s$/u.test(noun) && spanishVerbs().read(noun).length === 0);
      if (!nounLike || /^(días|horas|semanas|meses|años|minutos|veces|día|hora|semana|mes|año|rato|momento)$/.test(noun)) return undefined;
      // The sentence opens with a place: "En", "Aquí", "Cerca de…".
      const start = ctx.tokens.findIndex((_, k) => k <= i && ctx.startsSentence(k) && !ctx.tokens.slice(k + 1, i + 1).some((__, m) => ctx.startsSentence(k + 1 + m)));
      if (start < 0 || !/^(en|aquí|allí|ahí|cerca|delante|detrás|encima|debajo|dentro|al)$/.test(ctx.word(start))) return undefined;
      return { from: i, to: i, replacements: ['hay'] };
    },
  }),
  defineRule({
    id: 'es/muy-mucho',
    name: 'muy before an adjective',
    message: 'Before an adjective, "very" is "muy": "estoy muy cansado".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'mucho' || !COPULAS.has(ctx.word(i - 1)) || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      const next = ctx.word(i + 1);
      const adjective = (readAdjective(next) || readSameGenderAdjective(next)) && !findNoun(next) && !COMPARATIVE_WORDS.has(next);
      return adjective ? { from: i, to: i, replacements: ['muy'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/ser-identity',
    name: 'ser to say what something is',
    message: 'Saying what something is ("Lima es la capital de Perú") takes "ser"; "estar" says where or how it is.',
    // "Lima está la capital de Perú": a named subject, then "estar" + "el/la" + a noun + "de" + a name: the noun names
    // what the subject is. Not a time or a share ("está la mitad del año", "la semana que viene").
    at: (ctx, i) => {
      const ser = ESTAR_TO_SER[ctx.word(i)];
      // "Madrid está una ciudad muy grande": "un/una" + a noun says what the named subject is, never where.
      const indefinite = /^(un|una)$/.test(ctx.word(i + 1)) && ctx.joinedRun(i - 1, i + 2) && !/^(poco|poquito|rato|momento|tiempo|día)$/.test(ctx.word(i + 2));
      // "de" + a name ("de Perú", "de Juan"): the noun is the subject's role or title there.
      if (!ser || (!indefinite && (!ctx.joinedRun(i - 1, i + 4) || !/^(el|la)$/.test(ctx.word(i + 1)) || ctx.word(i + 3) !== 'de' || !/^\p{Lu}/u.test(ctx.tokens[i + 4]!.text)))) return undefined;
      const noun = ctx.word(i + 2);
      if (!findNoun(noun) || NOT_IDENTITY.test(noun) || spanishVerbs().read(noun).length > 0) return undefined;
      const subject = findCopulaSubject(ctx, i);
      // Only a name as the subject ("Lima", "Juan"): with a common noun "la casa está la primera de la calle" may be a place in a row.
      // Adverbs of place and time open such sentences too ("Aquí está la llave de casa").
      if (!subject || subject.person || i !== 1 || /^(aquí|ahí|allí|allá|acá|hoy|ahora|ya|ayer|mañana|todavía|también|siempre|entonces|luego|dónde|cómo)$/.test(ctx.word(0))) return undefined;
      return { from: i, to: i, replacements: [ser] };
    },
  }),
  defineRule({
    id: 'es/ser-profession',
    name: 'ser for a profession',
    message: 'A profession after the verb takes "ser": "es abogada", not "está abogada".',
    at: (ctx, i) => {
      const ser = ESTAR_TO_SER[ctx.word(i)];
      // "Estoy estudiante": the first and second persons need no written subject.
      const personal = /^(estoy|estás|estamos|estáis)$/.test(ctx.word(i));
      if (!ser || !ctx.joined(i) || !PROFESSIONS.has(ctx.word(i + 1)) || !(personal || findCopulaSubject(ctx, i))) return undefined;
      return { from: i, to: i, replacements: [ser] };
    },
  }),
];
