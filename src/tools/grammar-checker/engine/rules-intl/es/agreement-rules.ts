import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { lazily } from '../lexicon/read-lexicon';
import { type Person, VerbTable } from '../lexicon/verb-table';
import { defineSubjectVerbRule, type Subject } from '../subject-verb-rule';
import { findNoun, type Gender, readAdjective, readGenderedForm, readSameGenderAdjective } from './lexicon';

/** tables/es-verbs.txt: present, imperfect, preterite, future, six persons each. */
export const spanishVerbs = lazily(() => new VerbTable('es-verbs.txt', 4));

export const PRONOUNS: Record<string, Person[]> = {
  yo: [0], tú: [1], él: [2], ella: [2], usted: [2], nosotros: [3], nosotras: [3], vosotros: [4], vosotras: [4], ellos: [5], ellas: [5], ustedes: [5],
};
export const BETWEEN = new Set(['no', 'me', 'te', 'se', 'lo', 'la', 'le', 'nos', 'os', 'los', 'las', 'les', 'ya', 'también', 'siempre', 'nunca', 'tampoco', 'todavía']);
// Not "y": "Tú y yo somos" is a compound subject.
// Time adverbs opening a sentence too: "Ayer nosotros comimos", "El año pasado ellos viajaron".
const OPENERS = new Set(['que', 'pero', 'cuando', 'si', 'porque', 'aunque', 'donde', 'como', 'pues', 'ayer', 'hoy', 'anoche', 'entonces', 'luego', 'después', 'pasado', 'ahora']);
const DETERMINERS: Record<string, { plural: boolean; gender?: Gender }> = {
  el: { plural: false, gender: 'm' }, la: { plural: false, gender: 'f' }, los: { plural: true, gender: 'm' }, las: { plural: true, gender: 'f' },
  un: { plural: false, gender: 'm' }, una: { plural: false, gender: 'f' }, unos: { plural: true, gender: 'm' }, unas: { plural: true, gender: 'f' },
  este: { plural: false, gender: 'm' }, esta: { plural: false, gender: 'f' }, estos: { plural: true, gender: 'm' }, estas: { plural: true, gender: 'f' },
  ese: { plural: false, gender: 'm' }, esa: { plural: false, gender: 'f' }, esos: { plural: true, gender: 'm' }, esas: { plural: true, gender: 'f' },
  nuestro: { plural: false, gender: 'm' }, nuestra: { plural: false, gender: 'f' }, nuestros: { plural: true, gender: 'm' }, nuestras: { plural: true, gender: 'f' },
  mi: { plural: false }, tu: { plural: false }, su: { plural: false }, mis: { plural: true }, tus: { plural: true }, sus: { plural: true },
  aquel: { plural: false, gender: 'm' }, aquella: { plural: false, gender: 'f' }, aquellos: { plural: true, gender: 'm' }, aquellas: { plural: true, gender: 'f' },
  vuestro: { plural: false, gender: 'm' }, vuestra: { plural: false, gender: 'f' }, vuestros: { plural: true, gender: 'm' }, vuestras: { plural: true, gender: 'f' },
};

interface NounSubject {
  end: number;
  plural: boolean;
  gender?: Gender;
}

function isPlainWord(word: string): boolean {
  return /^\p{Ll}+$/u.test(word);
}

/** "los niños", "mi hermana", "las casas blancas", "Juan y María" at a clause start. */
const TIME_NOUNS = new Set(['día', 'días', 'noche', 'noches', 'semana', 'semanas', 'mes', 'meses', 'año', 'años', 'mañana', 'tarde', 'vez', 'verano', 'invierno', 'fin']);
const TIME_DETERMINERS = new Set(['un', 'una', 'este', 'esta', 'ese', 'esa', 'aquel', 'aquella', 'cada', 'otro', 'otra', 'estos', 'estas', 'unos', 'unas']);
// "Los lunes tengo clase": a weekday with any determiner is a time phrase, never the subject.
const WEEKDAYS = new Set(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'sábados', 'domingo', 'domingos', 'fines']);

export function readSpanishNounSubject(ctx: RuleContext, i: number): NounSubject | undefined {
  // "Todo el mundo está contento": everybody, one person in grammar.
  if (ctx.word(i) === 'todo' && ctx.word(i + 1) === 'el' && ctx.word(i + 2) === 'mundo' && ctx.joinedRun(i, i + 2)) return { end: i + 2, plural: false, gender: 'm' };
  const first = ctx.tokens[i]?.text ?? '';
  if (/^\p{Lu}/u.test(first) && ctx.word(i + 1) === 'y' && /^\p{Lu}/u.test(ctx.tokens[i + 2]?.text ?? '') && ctx.joinedRun(i, i + 2) && !DETERMINERS[ctx.word(i)] && !PRONOUNS[ctx.word(i)]) {
    return { end: i + 2, plural: true };
  }
  const det = DETERMINERS[ctx.word(i)];
  // "El tercer piso", "la primera vez": an adjective before the noun; the noun comes next.
  const before = PRENOMINAL.has(ctx.word(i + 1)) && ctx.joined(i + 1) ? 1 : 0;
  const noun = ctx.word(i + 1 + before);
  if (before && !findNoun(noun) && !readGenderedForm(noun)) return undefined;
  // A verb form is no noun unless the noun list says so (hermana is also a form of hermanar).
  if (!det || !ctx.joined(i) || !isPlainWord(noun) || (spanishVerbs().read(noun).length > 0 && !findNoun(noun))) return undefined;
  // "Un día fuimos al cine", "Esta semana trabajamos": a time phrase opening the sentence is an
  // adverb, not the subject, so the verb keeps its own person.
  if ((TIME_NOUNS.has(noun) && TIME_DETERMINERS.has(ctx.word(i))) || WEEKDAYS.has(noun)) return undefined;
  // The noun's own ending must agree with the determiner's number, or the phrase is not read.
  if (det.plural !== /s$/.test(noun)) return undefined;
  const known = findNoun(noun) ?? readGenderedForm(noun);
  let end = extendNounPhrase(ctx, i + 1 + before);
  // "las ventanas del salón", "los precios en esta tienda": the head stays the first noun.
  if (!QUANTITY_HEADS.has(noun)) end = skipComplement(ctx, end);
  const head = { end, plural: det.plural, gender: known?.gender ?? det.gender };
  // "El señor y la señora García": two noun phrases joined by "y" are plural.
  const second = ctx.word(end + 1) === 'y' && ctx.joinedRun(end, end + 2) ? readSimplePhrase(ctx, end + 2) : undefined;
  if (!second) return head;
  return { end: second.end, plural: true, gender: head.gender === 'f' && second.gender === 'f' ? 'f' : 'm' };
}

const PRENOMINAL = new Set('primer primera tercer tercera segundo segunda último última buen buena mal mala gran mismo misma otro otra nuevo nueva viejo vieja pequeño pequeña mejor peor'.split(' '));
// "la mayoría de los alumnos llegaron": quantities take the number of what follows, either way.
const QUANTITY_HEADS = new Set(['mayoría', 'mitad', 'parte', 'resto', 'grupo', 'número', 'conjunto', 'cantidad', 'serie', 'montón', 'total', 'tipo', 'clase', 'millón', 'docena']);

/** After a noun: an adjective ("las casas blancas") or a name ("la señora García"). */
// Adjectives of origin that end in a consonant: "el idioma español", "la comida francesa" is -a already.
const ORIGIN_ADJECTIVES = new Set(['español', 'inglés', 'francés', 'alemán', 'japonés', 'portugués', 'irlandés', 'holandés', 'danés', 'escocés']);

function extendNounPhrase(ctx: RuleContext, end: number): number {
  const next = ctx.word(end + 1);
  if (ctx.joined(end) && ORIGIN_ADJECTIVES.has(next)) return end + 1;
  // "mi hermano limpia su cuarto": an adjective that is also a verb form is the verb, unless a verb follows it.
  const verbToo = spanishVerbs().read(next).length > 0 && spanishVerbs().read(ctx.word(end + 2)).length === 0;
  if (ctx.joined(end) && !verbToo && (readAdjective(next) || readSameGenderAdjective(next))) return end + 1;
  if (ctx.joined(end) && /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[end + 1]?.text ?? '')) return end + 1;
  return end;
}

/** "de/del/en" + optional determiner + one noun or name (+ adjective) after the head; the index of its last word. */
function skipComplement(ctx: RuleContext, end: number): number {
  const preposition = ctx.word(end + 1);
  if (!['de', 'del', 'en'].includes(preposition) || !ctx.joined(end)) return end;
  let k = end + 2;
  if (preposition !== 'del' && DETERMINERS[ctx.word(k)]) k += 1;
  const word = ctx.word(k);
  const name = /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[k]?.text ?? '');
  if (!ctx.joinedRun(end, k) || (!name && (!isPlainWord(word) || (spanishVerbs().read(word).length > 0 && !findNoun(word))))) return end;
  return extendNounPhrase(ctx, k);
}

/** A determiner and a noun (+ adjective or name), the second member of "X y Y". */
function readSimplePhrase(ctx: RuleContext, i: number): NounSubject | undefined {
  const det = DETERMINERS[ctx.word(i)];
  const noun = findNoun(ctx.word(i + 1)) ?? readGenderedForm(ctx.word(i + 1));
  if (!det || !noun || !ctx.joined(i)) return undefined;
  return { end: extendNounPhrase(ctx, i + 1), plural: true, gender: noun.gender };
}

function toSubject(noun: NounSubject | undefined): Subject | undefined {
  return noun && { end: noun.end, persons: [noun.plural ? 5 : 2] };
}

// The regular present endings a learner puts on a verb, by person ("pode", "vivemos", "entenden").
const REGULAR_ENDINGS: Record<Person, RegExp> = { 0: /o$/, 1: /[ae]s$/, 2: /[ae]$/, 3: /[aei]mos$/, 4: /[aé]is$/, 5: /[ae]n$/ };

/**
 * "sabo" → saber → "sé", "pode" → poder → "puede", "vivemos" → vivir → "vivimos": a regular
 * ending put on an irregular verb or on the wrong conjugation. Only for a word that is no verb
 * form, noun or gendered word, and only when one infinitive fits.
 */
// Regular preterite endings put on an irregular verb: "hací" (hacer → hice), "tenió" (tener → tuvo).
const PRETERITE_ENDINGS: Partial<Record<Person, RegExp>> = { 0: /í$/, 1: /iste$/, 2: /ió$/, 5: /ieron$/ };

function guessPresentForm(table: VerbTable, word: string, person: Person): string | undefined {
  // "solo", "claro", "sola": real words are not verbs put in the wrong form.
  if (readGenderedForm(word) || findNoun(word) || readSameGenderAdjective(word)) return undefined;
  const preterite = PRETERITE_ENDINGS[person]?.exec(word);
  if (preterite) {
    const stem = word.slice(0, preterite.index);
    const forms = new Set(['er', 'ir'].map((ending) => table.conjugate(stem + ending, 2, person)).filter((form): form is string => form !== undefined));
    return forms.size === 1 ? [...forms][0] : undefined;
  }
  const match = REGULAR_ENDINGS[person].exec(word);
  if (!match) return undefined;
  const stem = word.slice(0, match.index);
  // The ending's vowel shows the conjugation the writer had in mind: "pode" is -er/-ir, not "podar".
  const vowel = match[0][0];
  const classes = vowel === 'a' ? ['ar'] : vowel === 'e' || vowel === 'é' ? ['er', 'ir'] : vowel === 'i' ? ['ir'] : ['er', 'ar', 'ir'];
  const forms = new Set(classes.map((ending) => table.conjugate(stem + ending, 0, person)).filter((form): form is string => form !== undefined));
  return forms.size === 1 ? [...forms][0] : undefined;
}

const SER_TO_ESTAR: Record<string, string> = { soy: 'estoy', eres: 'estás', es: 'está', somos: 'estamos', sois: 'estáis', son: 'están', era: 'estaba', eras: 'estabas', éramos: 'estábamos', eran: 'estaban' };
const COPULAS = new Set(['es', 'son', 'está', 'están', 'era', 'eran', 'estaba', 'estaban', 'fue', 'fueron', 'soy', 'eres', 'somos', 'estoy', 'estás', 'estamos', 'parece', 'parecen']);
const DEGREE = new Set(['muy', 'tan', 'bastante', 'demasiado', 'más', 'menos', 'poco', 'algo', 'siempre', 'no', 'también']);
/** States, not qualities: with these "ser" is a learner's slip for "estar". */
// States that "ser" never takes, whatever the subject: "la mesa está rota", "mi perro está contento".
const ALWAYS_ESTAR = new Set(['contento', 'roto', 'lleno', 'vacío', 'sentado', 'ocupado', 'preocupado', 'enojado', 'enfadado', 'embarazado']);
const STATES = new Set(['cansado', 'enfermo', 'contento', 'ocupado', 'preocupado', 'enojado', 'enfadado', 'sentado', 'embarazado', 'nervioso', 'lleno', 'vacío', 'roto', 'muerto', 'casado', 'perdido', 'equivocado']);
const PERSON_SUBJECTS: Record<string, { plural: boolean; gender?: Gender }> = {
  yo: { plural: false }, tú: { plural: false }, él: { plural: false, gender: 'm' }, ella: { plural: false, gender: 'f' }, usted: { plural: false },
  nosotros: { plural: true, gender: 'm' }, nosotras: { plural: true, gender: 'f' }, ellos: { plural: true, gender: 'm' }, ellas: { plural: true, gender: 'f' }, ustedes: { plural: true },
};

function readAnySubject(ctx: RuleContext, i: number): NounSubject | undefined {
  const pronoun = PERSON_SUBJECTS[ctx.word(i)];
  return pronoun ? { end: i, ...pronoun } : readSpanishNounSubject(ctx, i);
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
  return `${adjective.stem}${targetGender === 'm' ? 'o' : 'a'}${plural ? 's' : ''}`;
}

const COMPARATIVE_WORDS = new Set(['mejor', 'peor', 'mayor', 'menor', 'más', 'menos', 'antes', 'después']);
const ESTAR_TO_SER: Record<string, string> = Object.fromEntries(Object.entries(SER_TO_ESTAR).map(([ser, estar]) => [estar, ser]));
const LOCATIVES = new Set(['cerca', 'lejos', 'aquí', 'allí', 'ahí', 'allá', 'acá', 'enfrente', 'arriba', 'abajo']);
// "La fiesta es en casa de Ana": an event "is" where it takes place; so does a named holiday.
const EVENTS = new Set(`fiesta reunión clase clases concierto boda examen partido cena comida conferencia cita ceremonia evento
  cumpleaños función charla misa entrevista celebración curso exposición festival competición carrera torneo espectáculo
  obra película viaje vuelo vacaciones navidad pascua feria partida juego`.split(/\s+/));
// "es en inglés", "es en mayo", "es en serio": a language, a time or a manner, not a place.
const NOT_A_PLACE = new Set(`inglés español francés alemán italiano portugués chino japonés árabe serio broma vano realidad
  verdad general enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre primavera verano
  otoño invierno punto`.split(/\s+/));
const PERSON_NOUNS = new Set(`hermano hermana padre madre hijo hija amigo amiga niño niña chico chica abuelo abuela tío tía primo prima
  novio novia esposo esposa vecino vecina compañero compañera jefe jefa alumno alumna profesor profesora señor señora hombre mujer
  médico médica doctor doctora estudiante bebé`.split(/\s+/).flatMap((w) => [w, /[aeiou]$/.test(w) ? `${w}s` : `${w}es`]));
const PROFESSIONS = new Set(`médico médica abogado abogada ingeniero ingeniera enfermero enfermera profesor profesora camarero
  camarera doctor doctora arquitecto arquitecta dentista periodista estudiante cocinero cocinera policía bombero bombera
  secretario secretaria científico científica músico música actor actriz`.split(/\s+/).flatMap((w) => [w, /[aeiou]$/.test(w) ? `${w}s` : `${w}es`]));

/**
 * The subject right before the copula at `i`: a pronoun, a noun phrase at a clause start, or a
 * name opening the sentence ("Madrid es en España"). Whether it is a person (states) or an event
 * (which "is" somewhere with "ser").
 */
function findCopulaSubject(ctx: RuleContext, i: number): { person: boolean; event: boolean } | undefined {
  if (PERSON_SUBJECTS[ctx.word(i - 1)] && ctx.joined(i - 1)) return { person: true, event: false };
  const name = ctx.tokens[i - 1]?.text ?? '';
  if (i === 1 && /^\p{Lu}\p{Ll}+$/u.test(name) && !DETERMINERS[ctx.word(0)] && !PERSON_SUBJECTS[ctx.word(0)] && ctx.joined(0)) {
    return { person: false, event: EVENTS.has(ctx.word(0)) };
  }
  for (let start = Math.max(0, i - 8); start < i; start++) {
    if (!startsClause(ctx, start)) continue;
    const subject = readSpanishNounSubject(ctx, start);
    if (subject?.end !== i - 1) continue;
    const head = ctx.word(start + 1);
    return { person: PERSON_NOUNS.has(head), event: EVENTS.has(head) };
  }
  return undefined;
}

const PLURAL_QUANTIFIERS = new Set(['muchos', 'muchas', 'varios', 'varias', 'algunos', 'algunas', 'pocos', 'pocas', 'tantos', 'tantas', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez']);
const SINGULAR_IN_S = new Set(['país', 'mes', 'autobús', 'interés', 'inglés', 'francés', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'crisis', 'análisis', 'tesis', 'dios', 'compás', 'virus', 'gas', 'tos']);
const GUSTAR_LIKE: Record<string, string> = { gusta: 'gustan', encanta: 'encantan', interesa: 'interesan', duele: 'duelen', falta: 'faltan', importa: 'importan', molesta: 'molestan' };

export const AGREEMENT_RULES: IntlRule[] = [
  defineSubjectVerbRule({
    id: 'es/subject-verb',
    name: 'Verb agrees with its subject',
    message: 'The verb does not agree with its subject (person and number).',
    table: spanishVerbs,
    pronouns: PRONOUNS,
    readNounSubject: (ctx, i) => toSubject(readSpanishNounSubject(ctx, i)),
    between: BETWEEN,
    openers: OPENERS,
    guessUnknown: guessPresentForm,
    // The table's "hay" is impersonal: the auxiliary haber (he, ha, han) is es/verb-agreement's.
    notVerbs: new Set(['de', 'a', 'en', 'con', 'por', 'para', 'sin', 'que', 'y', 'o', 'el', 'la', 'los', 'las', 'un', 'una', 'como', 'entre', 'sobre', 'he', 'has', 'ha', 'hemos', 'habéis', 'han', 'hay']),
  }),
  defineRule({
    id: 'es/predicate-agreement',
    name: 'Adjective after ser/estar agrees with the subject',
    message: 'After "ser" or "estar", the adjective agrees with the subject in gender and number.',
    at: (ctx, i) => {
      if (!startsClause(ctx, i)) return undefined;
      const subject = readAnySubject(ctx, i);
      if (!subject || !COPULAS.has(ctx.word(subject.end + 1))) return undefined;
      let k = subject.end + 2;
      while (DEGREE.has(ctx.word(k))) k++;
      if (!ctx.joinedRun(subject.end, k)) return undefined;
      const fix = agreeAdjective(ctx.word(k), subject.gender, subject.plural);
      return fix ? { from: k, to: k, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/ser-estar',
    name: 'estar for place and state',
    message: 'Location ("en casa") and temporary states ("cansado") take "estar", not "ser".',
    at: (ctx, i) => {
      const estar = SER_TO_ESTAR[ctx.word(i)];
      if (!estar || !ctx.joined(i)) return undefined;
      const subject = findCopulaSubject(ctx, i);
      if (!subject) return undefined;
      let k = i + 1;
      while (DEGREE.has(ctx.word(k)) && ctx.joined(k)) k++;
      const next = ctx.word(k);
      const state = readAdjective(next);
      // "es cansado" of a trip means tiring: a state only of a person.
      const isState = state && ((STATES.has(`${state.stem}o`) && subject.person) || ALWAYS_ESTAR.has(`${state.stem}o`));
      const place = k === i + 1 && (LOCATIVES.has(next) || (next === 'en' && !NOT_A_PLACE.has(ctx.word(k + 1)))) && !subject.event;
      return place || isState ? { from: i, to: i, replacements: [estar] } : undefined;
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
    id: 'es/ser-profession',
    name: 'ser for a profession',
    message: 'A profession after the verb takes "ser": "es abogada", not "está abogada".',
    at: (ctx, i) => {
      const ser = ESTAR_TO_SER[ctx.word(i)];
      if (!ser || !ctx.joined(i) || !PROFESSIONS.has(ctx.word(i + 1)) || !findCopulaSubject(ctx, i)) return undefined;
      return { from: i, to: i, replacements: [ser] };
    },
  }),
  defineRule({
    id: 'es/plural-after-quantifier',
    name: 'Plural noun after muchos, varios, dos…',
    message: 'After "muchos", "varios" or a number above one, the noun is plural.',
    at: (ctx, i) => {
      const next = ctx.word(i + 1);
      if (!PLURAL_QUANTIFIERS.has(ctx.word(i)) || !ctx.joined(i) || !isPlainWord(next) || /s$/.test(next)) return undefined;
      // A known noun, or a gendered word that is no verb form ("libro" is both noun and verb: the noun list decides).
      if (!findNoun(next) && (!readGenderedForm(next) || spanishVerbs().read(next).length > 0)) return undefined;
      return { from: i + 1, to: i + 1, replacements: [/[aeiouáéó]$/.test(next) ? `${next}s` : `${next}es`] };
    },
  }),
  defineRule({
    id: 'es/possessive-number',
    name: 'mis, tus, sus before a plural',
    message: 'Before a plural noun the possessive is plural: "mis amigos".',
    at: (ctx, i) => {
      const fix = ({ mi: 'mis', tu: 'tus', su: 'sus' } as Record<string, string>)[ctx.word(i)];
      const next = ctx.word(i + 1);
      if (!fix || !ctx.joined(i) || !/(os|as|es)$/.test(next) || SINGULAR_IN_S.has(next) || spanishVerbs().read(next).length > 0) return undefined;
      return findNoun(next)?.plural || readGenderedForm(next)?.plural ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/possessive-singular',
    name: 'mi, tu, su before a singular',
    message: 'Before a singular noun the possessive is singular: "mi hermana".',
    at: (ctx, i) => {
      const fix = ({ mis: 'mi', tus: 'tu', sus: 'su' } as Record<string, string>)[ctx.word(i)];
      const next = ctx.word(i + 1);
      if (!fix || !ctx.joined(i) || /s$/.test(next) || (spanishVerbs().read(next).length > 0 && !findNoun(next))) return undefined;
      const noun = findNoun(next) ?? readGenderedForm(next);
      return noun && !noun.plural ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/gustar-plural',
    name: 'gustan with a plural',
    message: 'With "gustar", "encantar"… the verb agrees with what is liked: "me gustan los libros".',
    at: (ctx, i) => {
      const fix = GUSTAR_LIKE[ctx.word(i)];
      const before = ctx.word(i - 1);
      // "Me gusta mucho los libros": an adverb may stand between the verb and what is liked.
      const k = ['mucho', 'muchísimo', 'bastante', 'también', 'más', 'tanto'].includes(ctx.word(i + 1)) ? i + 2 : i + 1;
      const det = DETERMINERS[ctx.word(k)];
      return fix && ['me', 'te', 'le', 'nos', 'os', 'les'].includes(before) && det?.plural && ctx.joinedRun(i - 1, k) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
];
