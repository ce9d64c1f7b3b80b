import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { lazily } from '../lexicon/read-lexicon';
import { type Person, type VerbTable } from '../lexicon/verb-table';
import { defineSubjectVerbRule, type Subject } from '../subject-verb-rule';
import { isAdjectiveBySuffix } from './adjective-by-suffix';
import { readStrongStemLemmas, SpanishVerbTable } from './spanish-verb-table';
import { readSubjectPersonBefore } from './subject-person-before';
import { PRE_VERB_ADVERBS } from './tu-before-adverb';
import { genderAfterDeterminer } from './two-gender-nouns';
import { findNoun, type Gender, pluralizeSpanish, readAdjective, readGenderedForm, readSameGenderAdjective } from './lexicon';

/** tables/es-verbs.txt with its gaps filled (spanish-verb-table.ts): present, imperfect, preterite, future, six persons each. */
export const spanishVerbs = lazily(() => new SpanishVerbTable());

export const PRONOUNS: Record<string, Person[]> = {
  yo: [0], tú: [1], él: [2], ella: [2], usted: [2], nosotros: [3], nosotras: [3], vosotros: [4], vosotras: [4], ellos: [5], ellas: [5], ustedes: [5],
};
export const BETWEEN = new Set(['no', 'me', 'te', 'se', 'lo', 'la', 'le', 'nos', 'os', 'los', 'las', 'les', 'ya', 'también', 'siempre', 'nunca', 'tampoco', 'todavía']);
// Not "y": "Tú y yo somos" is a compound subject; nor "como": "tanto mi hermano como mi hermana estudian".
// Time adverbs opening a sentence too: "Ayer nosotros comimos", "El año pasado ellos viajaron".
export const OPENERS = new Set(['que', 'pero', 'cuando', 'si', 'porque', 'aunque', 'donde', 'pues', 'ayer', 'hoy', 'anoche', 'entonces', 'luego', 'después', 'pasado', 'ahora']);
export const DETERMINERS: Record<string, { plural: boolean; gender?: Gender }> = {
  el: { plural: false, gender: 'm' }, la: { plural: false, gender: 'f' }, los: { plural: true, gender: 'm' }, las: { plural: true, gender: 'f' },
  un: { plural: false, gender: 'm' }, una: { plural: false, gender: 'f' }, unos: { plural: true, gender: 'm' }, unas: { plural: true, gender: 'f' },
  este: { plural: false, gender: 'm' }, esta: { plural: false, gender: 'f' }, estos: { plural: true, gender: 'm' }, estas: { plural: true, gender: 'f' },
  ese: { plural: false, gender: 'm' }, esa: { plural: false, gender: 'f' }, esos: { plural: true, gender: 'm' }, esas: { plural: true, gender: 'f' },
  nuestro: { plural: false, gender: 'm' }, nuestra: { plural: false, gender: 'f' }, nuestros: { plural: true, gender: 'm' }, nuestras: { plural: true, gender: 'f' },
  mi: { plural: false }, tu: { plural: false }, su: { plural: false }, mis: { plural: true }, tus: { plural: true }, sus: { plural: true },
  aquel: { plural: false, gender: 'm' }, aquella: { plural: false, gender: 'f' }, aquellos: { plural: true, gender: 'm' }, aquellas: { plural: true, gender: 'f' },
  vuestro: { plural: false, gender: 'm' }, vuestra: { plural: false, gender: 'f' }, vuestros: { plural: true, gender: 'm' }, vuestras: { plural: true, gender: 'f' },
};

export interface NounSubject {
  end: number;
  plural: boolean;
  /** "Mi novia y yo": a subject that takes in the writer takes the first person plural. */
  withSpeaker?: boolean;
  /** "las dos", "los tres": a number standing for people may include the writer or the reader ("las dos teníamos"). */
  anyPluralPerson?: boolean;
  /** "Mi madre con mi padre fueron": a singular head with a complement of "con" may take either number. */
  eitherNumber?: boolean;
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
  // "Las dos monitoras del campamento": a number between a plural article and a listed noun is no head either.
  const count = det?.plural === true && /^(los|las|mis|tus|sus|estos|estas|esos|esas)$/.test(ctx.word(i)) && /^(dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)$/.test(ctx.word(i + 1)) && findNoun(ctx.word(i + 2))?.plural === true && ctx.joinedRun(i, i + 2);
  const before = (PRENOMINAL.has(ctx.word(i + 1)) || count) && ctx.joined(i + 1) ? 1 : 0;
  const noun = ctx.word(i + 1 + before);
  if (before && !findNoun(noun) && !readGenderedForm(noun)) return undefined;
  // A verb form is no noun unless the noun list says so (hermana is also a form of hermanar).
  if (!det || !ctx.joined(i) || !isPlainWord(noun) || (spanishVerbs().read(noun).length > 0 && !findNoun(noun) && !endsLikeDeterminer(det, noun))) return undefined;
  // "el que teníamos", "la de mi hermana": an article before a relative or a preposition stands for a noun said
  // before; the verb after it has its own subject.
  if (FUNCTION_AFTER_ARTICLE.test(noun)) return undefined;
  // "Tu también vas": an adverb after "tu" is no noun; "tu" is the subject "tú" (es/tu-before-adverb).
  if (PRE_VERB_ADVERBS.has(noun)) return undefined;
  // "Un día fuimos al cine", "Esta semana trabajamos": a time phrase opening the sentence is an
  // adverb, not the subject, so the verb keeps its own person.
  if ((TIME_NOUNS.has(noun) && TIME_DETERMINERS.has(ctx.word(i))) || WEEKDAYS.has(noun)) return undefined;
  // "El verano pasado fui a la playa", "el año que viene": a time noun with pasado or próximo is a date.
  if (TIME_NOUNS.has(noun) && /^(pasado|pasada|próximo|próxima|que|siguiente|anterior)$/.test(ctx.word(i + 2 + before))) return undefined;
  // "El próximo verano voy": the adjective before the time noun makes a date too.
  if (TIME_NOUNS.has(noun) && before && /^(próximo|próxima|pasado|pasada)$/.test(ctx.word(i + 1))) return undefined;
  // "las dos teníamos", "los tres fuimos": a bare number after the article is the subject's head, and may be "we" or "you".
  if (det.plural && /^(los|las)$/.test(ctx.word(i)) && /^(dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)$/.test(noun) && !findNoun(ctx.word(i + 2)) && !readGenderedForm(ctx.word(i + 2))) {
    return { end: i + 1, plural: true, anyPluralPerson: true };
  }
  // The noun's own ending must agree with the determiner's number, or the phrase is not read.
  if (det.plural !== /s$/.test(noun)) return undefined;
  const known = findNoun(noun) ?? readGenderedForm(noun);
  let end = extendNounPhrase(ctx, i + 1 + before);
  // "las ventanas del salón", "los precios en esta tienda": the head stays the first noun.
  // Two complements: "los precios de los pisos en Madrid".
  if (!QUANTITY_HEADS.has(noun)) end = skipComplement(ctx, skipComplement(ctx, end));
  // "La clase de hoy": an adverb of time as the complement, whatever the head.
  if (ctx.word(end + 1) === 'de' && /^(hoy|ayer|anoche|mañana|entonces|siempre|antes|ahora)$/.test(ctx.word(end + 2)) && ctx.joinedRun(end, end + 2)) end += 2;
  // "la final del torneo": a noun of two genders has its determiner's gender.
  const listed = findNoun(noun);
  const head = { end, plural: det.plural, gender: listed ? genderAfterDeterminer(listed, det.gender) : (known?.gender ?? det.gender) };
  // "Mi novia y yo vamos": the writer with someone else is "nosotros".
  if (ctx.word(end + 1) === 'y' && ctx.word(end + 2) === 'yo' && ctx.joinedRun(end, end + 2)) return { end: end + 2, plural: true, gender: head.gender, withSpeaker: true };
  // "El señor y la señora García": two noun phrases joined by "y" are plural.
  // "La reunión con el director y la jefa": after a complement of "con", "a", "para"… a "y" joins inside the complement.
  const inComplement = ctx.tokens.slice(i + 1, end + 1).some((t) => /^(con|a|para|sin|sobre|desde|hacia|contra)$/.test(t.lower));
  const second = ctx.word(end + 1) === 'y' && ctx.joinedRun(end, end + 2) && !inComplement ? readSimplePhrase(ctx, end + 2) : undefined;
  if (!second) return inComplement && !det.plural && ctx.tokens.slice(i + 1, end + 1).some((t) => t.lower === 'con') ? { ...head, eitherNumber: true } : head;
  return { end: second.end, plural: true, gender: head.gender === 'f' && second.gender === 'f' ? 'f' : 'm' };
}

/**
 * "las parcelas" (parcelar), "la residencia" (residenciar): a noun the list lacks that is also a verb form, with the
 * ending of its determiner's gender and number (-a, -as, -o, -os), is read as that noun.
 */
function endsLikeDeterminer(det: { plural: boolean; gender?: Gender }, word: string): boolean {
  const vowel = det.gender === 'f' ? 'a' : det.gender === 'm' ? 'o' : '[ao]';
  return new RegExp(`${vowel}${det.plural ? 's' : ''}$`).test(word) && word.length > 4;
}

const PRENOMINAL_SINGULAR = 'próximo próxima primer primera tercer tercera segundo segunda último última buen buena mal mala gran mismo misma otro otra nuevo nueva viejo vieja pequeño pequeña mejor peor'.split(' ');
// Their plurals too ("Las nuevas oficinas", "los primeros días"); "buen", "mal", "gran", "primer", "tercer" are singular only.
const PRENOMINAL = new Set([...PRENOMINAL_SINGULAR, ...PRENOMINAL_SINGULAR.filter((w) => /[oa]$/.test(w)).map((w) => `${w}s`), 'buenos', 'buenas', 'malos', 'malas', 'grandes', 'mejores', 'peores']);
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
  // "el equipo juvenil", "la piscina municipal": an adjective the lists lack, read by its ending.
  if (ctx.joined(end) && isAdjectiveBySuffix(next)) return end + 1;
  if (ctx.joined(end) && /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[end + 1]?.text ?? '')) return end + 1;
  return end;
}

const FUNCTION_AFTER_ARTICLE = /^(que|cual|cuales|quien|quienes|de|del|a|al|en|con|por|para|sin|y|o|mismo|misma|mismos|mismas)$/;

/**
 * A preposition + optional determiner + one noun or name (+ adjective) after the head; the index of its last word:
 * "de/del/en" ("los precios en esta tienda"), and "con", "a", "para", "sin", "sobre", "desde", "hacia"
 * ("la reunión con los inversores", "los pasajeros del vuelo a Lima").
 */
function skipComplement(ctx: RuleContext, end: number): number {
  const preposition = ctx.word(end + 1);
  // Not "entre": "la distancia entre el sol y la tierra" takes two nouns joined by "y" that are no compound subject.
  // "La excursión al río": "al" carries its article, like "del".
  if (!['de', 'del', 'al', 'en', 'con', 'a', 'para', 'sin', 'sobre', 'desde', 'hacia', 'contra'].includes(preposition) || !ctx.joined(end)) return end;
  // "con que", "a quien", "para lo que": a relative after the preposition opens a clause, no complement.
  if (/^(que|quien|quienes|cual|cuales|donde|lo|cuyo|cuya|cuyos|cuyas)$/.test(ctx.word(end + 2))) return end;
  if (/^(el|la|los|las)$/.test(ctx.word(end + 2)) && /^(que|cual|cuales)$/.test(ctx.word(end + 3))) return end;
  // "La mañana a las nueve": "a" before an hour is a time, no complement of the noun.
  if (preposition === 'a' && /^(la|las)$/.test(ctx.word(end + 2)) && /^(una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|\d+)$/.test(ctx.word(end + 3))) return end;
  let k = end + 2;
  if (preposition !== 'del' && preposition !== 'al' && DETERMINERS[ctx.word(k)]) k += 1;
  // "del primer semestre", "de la última clase": an adjective before the noun, after its determiner.
  if (k > end + 2 || preposition === 'del' || preposition === 'al') if (PRENOMINAL.has(ctx.word(k)) && ctx.joined(k) && findNoun(ctx.word(k + 1))) k += 1;
  const word = ctx.word(k);
  const name = /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[k]?.text ?? '');
  // "los estudiantes de intercambio": straight after a preposition no finite verb can stand, so a word that is
  // also one ("intercambio", of intercambiar) is the noun; with a determiner between, the noun list decides.
  const bare = k === end + 2;
  const article = DETERMINERS[ctx.word(k - 1)];
  const verbOnly = spanishVerbs().read(word).length > 0 && !findNoun(word) && !(bare && /os?$/.test(word)) && !(!bare && article && endsLikeDeterminer(article, word));
  if (!ctx.joinedRun(end, k) || (!name && (!isPlainWord(word) || verbOnly))) return end;
  return extendNounPhrase(ctx, k);
}

/** A determiner and a noun (+ adjective or name), the second member of "X y Y". */
function readSimplePhrase(ctx: RuleContext, i: number): NounSubject | undefined {
  const det = DETERMINERS[ctx.word(i)];
  const noun = findNoun(ctx.word(i + 1)) ?? readGenderedForm(ctx.word(i + 1));
  if (!det || !noun || !ctx.joined(i)) return undefined;
  return { end: extendNounPhrase(ctx, i + 1), plural: true, gender: noun.gender };
}

const OBJECT_CLITIC: Record<string, { gender: Gender; plural: boolean }> = {
  lo: { gender: 'm', plural: false }, la: { gender: 'f', plural: false }, los: { gender: 'm', plural: true }, las: { gender: 'f', plural: true },
};

/**
 * "el certificado todavía no lo tengo": a noun phrase taken up again by "lo/la/los/las" of its own gender and
 * number before a first- or second-person verb is the object, put first; the verb keeps its person.
 */
function notDislocatedObject(ctx: RuleContext, noun: NounSubject | undefined): NounSubject | undefined {
  if (!noun || noun.withSpeaker || !noun.gender) return noun;
  let v = noun.end + 1;
  let doubled = false;
  while (BETWEEN.has(ctx.word(v)) && ctx.joined(v - 1)) {
    const clitic = OBJECT_CLITIC[ctx.word(v)];
    if (clitic && clitic.gender === noun.gender && clitic.plural === noun.plural) doubled = true;
    v++;
  }
  const readings = spanishVerbs().read(ctx.word(v));
  const speakerOrHearer = readings.length > 0 && readings.every((r) => r.person !== 2 && r.person !== 5);
  return doubled && speakerOrHearer ? undefined : noun;
}

function toSubject(noun: NounSubject | undefined): Subject | undefined {
  if (noun?.anyPluralPerson) return { end: noun.end, persons: [5, 3, 4] };
  if (noun?.eitherNumber) return { end: noun.end, persons: [2, 5] };
  return noun && { end: noun.end, persons: [noun.withSpeaker ? 3 : noun.plural ? 5 : 2] };
}

// The regular present endings a learner puts on a verb, by person ("pode", "vivemos", "entenden").
const REGULAR_ENDINGS: Record<Person, RegExp> = { 0: /o$/, 1: /[ae]s$/, 2: /[ae]$/, 3: /[aei]mos$/, 4: /[aé]is$/, 5: /[ae]n$/ };

/**
 * "sabo" → saber → "sé", "pode" → poder → "puede", "vivemos" → vivir → "vivimos": a regular
 * ending put on an irregular verb or on the wrong conjugation. Only for a word that is no verb
 * form, noun or gendered word, and only when one infinitive fits.
 */
// Regular preterite endings put on an irregular verb: "hací" (hacer → hice), "tenió" (tener → tuvo),
// "hacimos" (hicimos), and of -ar verbs "andé" (andar → anduve), "estó" (estuvo).
// "trayó", "trayeron": the -yó of "cayó" and "leyó" put on a strong verb (traer → trajo).
const PRETERITE_ENDINGS: Partial<Record<Person, RegExp>> = { 0: /í$/, 1: /iste$/, 2: /(?<=[aeou])yó$|ió$/, 3: /imos$/, 5: /(?<=[aeou])yeron$|ieron$/ };
const AR_PRETERITE_ENDINGS: Partial<Record<Person, RegExp>> = { 0: /é$/, 1: /aste$/, 2: /ó$/, 5: /aron$/ };

function guessPresentForm(table: VerbTable, word: string, person: Person, verbSlot = false): string | undefined {
  // "solo", "claro", "sola": real words are not verbs put in the wrong form (in a verb's slot a noun may be one: "No cabo").
  // The table has no subjunctive: "esté", "estén" and "dé" are the ones whose accent looks like a preterite's.
  if ((!verbSlot && (readGenderedForm(word) || findNoun(word))) || readSameGenderAdjective(word) || /^(esté|estés|estén|dé)$/.test(word)) return undefined;
  const preterite = PRETERITE_ENDINGS[person]?.exec(word);
  const arPreterite = AR_PRETERITE_ENDINGS[person]?.exec(word);
  if (preterite || arPreterite) {
    const stem = word.slice(0, (preterite ?? arPreterite)!.index);
    const classes = preterite ? ['er', 'ir'] : ['ar'];
    // "dició": the learner kept the stem vowel of the present (dice); the infinitive has e (decir).
    const stems = [stem, stem.replace(/i(?=[^aeiouáéíóú]*$)/, 'e'), stem.replace(/u(?=[^aeiouáéíóú]*$)/, 'o')];
    for (const candidate of new Set(stems)) {
      const forms = new Set(classes.map((ending) => (table.forms(candidate + ending) ? table.conjugate(candidate + ending, 2, person) : undefined)).filter((form): form is string => form !== undefined));
      if (forms.size === 1) return [...forms][0];
      if (forms.size > 1) return undefined;
    }
    return undefined;
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

const PLURAL_QUANTIFIERS = new Set(['muchos', 'muchas', 'varios', 'varias', 'algunos', 'algunas', 'pocos', 'pocas', 'tantos', 'tantas', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez']);
const SINGULAR_IN_S = new Set(['país', 'mes', 'autobús', 'interés', 'inglés', 'francés', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'crisis', 'análisis', 'tesis', 'dios', 'compás', 'virus', 'gas', 'tos']);
const FIRST_PERSON_GUSTAR: Record<string, [string, string]> = {
  gusto: ['gusta', 'gustan'], gustas: ['gusta', 'gustan'], encanto: ['encanta', 'encantan'], encantas: ['encanta', 'encantan'],
  duelo: ['duele', 'duelen'], dueles: ['duele', 'duelen'], intereso: ['interesa', 'interesan'], molesto: ['molesta', 'molestan'],
};
const GUSTAR_LIKE: Record<string, string> = { gusta: 'gustan', encanta: 'encantan', interesa: 'interesan', duele: 'duelen', falta: 'faltan', importa: 'importan', molesta: 'molestan' };

/**
 * The person a regular ending shows on a word no table knows: "sabo" (I, present), "poní" (I, past),
 * "tenió" (he, past).
 */
function guessIrregularForm(word: string): string | undefined {
  const table = spanishVerbs();
  if (!/^\p{Ll}+$/u.test(word) || word.length < 4 || table.read(word).length > 0) return undefined;
  const person: Person | undefined =
    /(ieron|aron)$/.test(word) ? 5 : /imos$/.test(word) ? 3 : /(iste|aste)$/.test(word) ? 1 : /ó$/.test(word) ? 2 : /[oíé]$/.test(word) ? 0 :
    // "empezas", "queren": the present's regular endings on a verb whose stem vowel changes (empiezas, quieren).
    /[ae]s$/.test(word) ? 1 : /[ae]n$/.test(word) ? 5 : undefined;
  if (person === undefined) return undefined;
  // "pusé", "tuvó", "dijé": a strong preterite takes no written accent; the form without it is the verb's own.
  const unstressed = /[éó]$/.test(word) ? word.slice(0, -1) + (word.endsWith('é') ? 'e' : 'o') : undefined;
  if (unstressed && table.read(unstressed).some((r) => r.person === person)) return unstressed;
  // "tuví", "supí", "estuví", "hiciste" on a strong stem: the regular endings on the strong preterite's stem.
  const strong = /^(\p{Ll}{2,}?)(í|iste|ió|imos|isteis|ieron)$/u.exec(word);
  // "conducó", "tenó": the -ó of an -ar verb's preterite put on an -er/-ir verb whose preterite is strong ("condujo", "tuvo").
  const bareO = /^(\p{Ll}{3,}[^aeiouyáéíóú])ó$/u.exec(word)?.[1];
  const bareOLemma = bareO && !table.forms(`${bareO}ar`) ? [`${bareO}ir`, `${bareO}er`].find((lemma) => table.forms(lemma)) : undefined;
  const strongForm = strong ? readStrongStemLemmas(strong[1]!).map((lemma) => table.conjugate(lemma, 2, person)).find((f) => f !== undefined) : bareOLemma ? table.conjugate(bareOLemma, 2, 2) : undefined;
  const form = strongForm ?? guessPresentForm(table, word, person);
  // Only a form whose stem changes ("sabo" → "sé", "poní" → "puse"): "esto" → "estoy" would turn the
  // pronoun "esto" into a verb.
  // A form one letter longer on the same stem is that word plus an ending ("esto" + y); "andé" →
  // "anduve" changes its stem and is kept.
  // "pudí" → "pude", "tuví" → "tuve": the strong preterite's -e for the regular -í changes only the last letter, and is kept.
  const strongPreterite = word.endsWith('í') && form === `${word.slice(0, -1)}e`;
  if (!form || form === word || (!strongPreterite && form.startsWith(word.slice(0, -1)) && form.length <= word.length + 1)) return undefined;
  return form;
}

/** Adverbs and quantity words in -o that look like a first person ("solo" of solar, "claro" of clarar). */
const NOT_FIRST_PERSON = /^(solo|claro|mucho|poco|todo|tanto|medio|mismo|casi|como|pero|luego|cuanto|demasiado|bastante|algo|nada|tampoco|dentro|encima|pronto|primero|tiempo|sólo|así)$/;

/**
 * "No cabo en el coche", "Yo cabo": in the place of a first-person verb (after "yo", or after "no" opening the
 * sentence, with no other verb right after) a word that is the regular -o form of a verb whose first person is
 * irregular ("cabo" of caber → "quepo", "conduzo" → "conduzco", "valo" → "valgo"), even when it is also a noun.
 */
function readIrregularFirstPerson(ctx: RuleContext, i: number): string | undefined {
  const word = ctx.word(i);
  if (!/^\p{Ll}{3,}o$/u.test(word) || NOT_FIRST_PERSON.test(word)) return undefined;
  // The table may list the regular form as a reading ("cabo" of caber) while the verb's own first person is "quepo".
  const readings = spanishVerbs().read(word);
  const own = new Set(readings.map((r) => spanishVerbs().conjugate(r.lemma, r.tense, r.person)));
  if (own.has(word) || readings.some((r) => r.tense !== 0 || r.person !== 0)) return undefined;
  const before = ctx.word(i - 1);
  const slot = (before === 'yo' && ctx.joined(i - 1)) || (before === 'no' && ctx.joined(i - 1) && (ctx.startsSentence(i - 1) || (ctx.word(i - 2) === 'yo' && ctx.joined(i - 2))));
  if (!slot || spanishVerbs().read(ctx.word(i + 1)).length > 0 || readAdjective(word)) return undefined;
  const form = readings.length > 0 ? (own.size === 1 ? [...own][0] : undefined) : guessPresentForm(spanishVerbs(), word, 0, true);
  // The verb's own first person must change the stem: "quepo" for "cabo", never "paso" for "paso".
  return form && form !== word && !form.startsWith(word.slice(0, -1)) ? form : undefined;
}

export const AGREEMENT_RULES: IntlRule[] = [
  defineRule({
    id: 'es/irregular-first-person',
    name: 'Irregular first person',
    message: 'This verb is irregular in the first person: "quepo", "conduzco", "valgo".',
    at: (ctx, i) => {
      const form = readIrregularFirstPerson(ctx, i);
      return form ? { from: i, to: i, replacements: [form] } : undefined;
    },
  }),
  defineRule({
    id: 'es/irregular-verb-form',
    name: 'Irregular verb form',
    message: 'This verb is irregular: a regular ending does not fit it.',
    confidence: 0.85,
    at: (ctx, i) => {
      const word = ctx.word(i);
      // "Estas flores", "Esos libros": a demonstrative before its plural noun is no verb ("estás"); "¿Estas bien?" is.
      if (DETERMINERS[word] && ctx.joined(i) && (/s$/.test(ctx.word(i + 1)) || findNoun(ctx.word(i + 1)))) return undefined;
      // A present form in -as/-es/-an/-en may be a plural noun the lexicon lacks ("de ventas" is no "vientas"):
      // not after an article or a preposition, nor when its singular is a known noun.
      if (/[ae][sn]$/.test(word) && !/(aron|ieron|iste|aste|imos)$/.test(word)) {
        const nounSlot = /^(el|la|los|las|un|una|unos|unas|mis|tus|sus|nuestros|nuestras|de|del|en|con|por|para|sin|a|al|y|o)$/.test(ctx.word(i - 1));
        const singular = word.slice(0, -1);
        if (nounSlot || findNoun(singular) || readGenderedForm(singular)) return undefined;
      }
      const form = guessIrregularForm(word);
      if (!form) return undefined;
      // "mi tío conducí": the ending says "I", the subject before says "he"; the form takes the subject's person ("condujo").
      const person = readSubjectPersonBefore(ctx, i);
      const reading = person === undefined ? undefined : spanishVerbs().read(form).find((r) => r.person !== person);
      const own = reading && !spanishVerbs().read(form).some((r) => r.person === person) ? spanishVerbs().conjugate(reading.lemma, reading.tense, person!) : undefined;
      return { from: i, to: i, replacements: [own ?? form] };
    },
  }),
  defineRule({
    id: 'es/cada-uno-singular',
    name: 'cada uno de … takes a singular verb',
    message: '"cada uno de los…" is singular: its verb is in the third person singular ("cada uno de los alumnos prepara").',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'cada' || !/^(uno|una)$/.test(ctx.word(i + 1)) || ctx.word(i + 2) !== 'de') return undefined;
      // "de ellos", "de nosotros", or a plural noun phrase: "de los alumnos", "de mis compañeras".
      let v = /^(ellos|ellas|nosotros|nosotras|vosotros|vosotras|ustedes)$/.test(ctx.word(i + 3))
        ? i + 4
        : /^(los|las|mis|tus|sus|nuestros|nuestras|estos|estas|esos|esas)$/.test(ctx.word(i + 3)) && /s$/.test(ctx.word(i + 4)) && (spanishVerbs().read(ctx.word(i + 4)).length === 0 || findNoun(ctx.word(i + 4)) !== undefined || readGenderedForm(ctx.word(i + 4)) !== undefined)
          ? i + 5
          : undefined;
      if (v === undefined) return undefined;
      while (/^(se|no|me|te|le|les|lo|la|los|las|nos|os)$/.test(ctx.word(v)) && v < i + 8) v++;
      if (!ctx.joinedRun(i, v)) return undefined;
      const readings = spanishVerbs().read(ctx.word(v));
      if (readings.length === 0 || readings.some((r) => r.person !== 5 && r.person !== 3)) return undefined;
      const fix = spanishVerbs().fixPerson(ctx.word(v), [2]);
      return fix && fix !== ctx.word(v) ? { from: v, to: v, replacements: [fix] } : undefined;
    },
  }),
  defineSubjectVerbRule({
    id: 'es/subject-verb',
    name: 'Verb agrees with its subject',
    message: 'The verb does not agree with its subject (person and number).',
    table: spanishVerbs,
    pronouns: PRONOUNS,
    readNounSubject: (ctx, i) => toSubject(notDislocatedObject(ctx, readSpanishNounSubject(ctx, i))),
    between: BETWEEN,
    openers: OPENERS,
    relatives: new Set(['que', 'quien', 'quienes']),
    // "dijé": a strong preterite with an accent is es/irregular-verb-form's ("dije"), not another verb's form ("dejé").
    guessUnknown: (table, word, person) => (/[éó]$/.test(word) && guessIrregularForm(word) ? undefined : guessPresentForm(table, word, person)),
    // "Tú hermano me llamó": before a noun "tú" is the possessive "tu" (es/tu-possessive), not a subject
    // whose verb "hermano" (of hermanar) would become "hermanas".
    // "Él libro de Marta está…": before a masculine noun whose verb readings have no third person ("libro" of librar),
    // "Él" is the article "El" (es/el-article-before-noun), not a subject whose verb would become "libra".
    notPronoun: (ctx, i) => (ctx.word(i) === 'tú' && findNoun(ctx.word(i + 1)) !== undefined) || (ctx.word(i) === 'él' && isArticleTypoBefore(ctx, i)),
    prepositions: new Set(['de', 'del', 'en', 'con', 'para', 'sin', 'sobre']),
    functionWords: new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'del', 'de', 'al', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'esos', 'esas', 'y', 'o']),
    // The table's "hay" is impersonal: the auxiliary haber (he, ha, han) is es/verb-agreement's.
    // "Yo no se nada": "nada" after a subject is the pronoun (nothing) far more often than nadar's form, so a
    // mismatch there is no verb to change ("nado" was a sure wrong fix; the "se" is es/se-saber's).
    notVerbs: new Set(['de', 'a', 'en', 'con', 'por', 'para', 'sin', 'que', 'y', 'o', 'el', 'la', 'los', 'las', 'un', 'una', 'como', 'entre', 'sobre', 'he', 'has', 'ha', 'hemos', 'habéis', 'han', 'hay', 'nada']),
  }),
  defineRule({
    id: 'es/plural-after-quantifier',
    name: 'Plural noun after muchos, varios, dos…',
    message: 'After "muchos", "varios" or a number above one, the noun is plural.',
    at: (ctx, i) => {
      const next = ctx.word(i + 1);
      if (!PLURAL_QUANTIFIERS.has(ctx.word(i)) || !ctx.joined(i) || !isPlainWord(next) || /s$/.test(next)) return undefined;
      // A known noun, or a gendered word that is no verb form ("libro" is both noun and verb: the noun list decides).
      // "dos balón nuevos": a word the lists lack, no verb form, is a noun too when a plural adjective follows it.
      const after = ctx.joined(i + 1) ? readGenderedForm(ctx.word(i + 2)) : undefined;
      const nounByAdjective = after?.plural === true && spanishVerbs().read(ctx.word(i + 2)).length === 0 && /^\p{Ll}{3,}$/u.test(next) && spanishVerbs().read(next).length === 0 && !readGenderedForm(next);
      if (!findNoun(next) && !nounByAdjective && (!readGenderedForm(next) || spanishVerbs().read(next).length > 0)) return undefined;
      return { from: i + 1, to: i + 1, replacements: [pluralizeSpanish(next)] };
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
    id: 'es/relative-after-hay',
    name: 'Verb of a relative clause after hay',
    message: 'After "hay muchas personas que…" the verb agrees with the people: "que piensan"; "la gente" is singular.',
    // "Hay muchas personas que piensa lo mismo": with "hay" the noun before "que" is the clause's subject.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'que' || !ctx.joined(i)) return undefined;
      let h = i - 1;
      while (h >= 0 && i - h <= 7 && ctx.joined(h) && ctx.word(h) !== 'hay') h--;
      if (h < 0 || ctx.word(h) !== 'hay' || !ctx.joinedRun(h, i)) return undefined;
      const k = /^(mucha|mucho|muchas|muchos|poca|pocas|pocos|varias|varios|algunas|algunos|tanta|tantas|tantos|demasiada|demasiadas|demasiados|unas|unos)$/.test(ctx.word(h + 1)) ? h + 2 : h + 1;
      const head = ctx.word(k);
      const noun = findNoun(head);
      const plural = head === 'gente' ? false : noun?.plural ?? (/s$/.test(head) && /^(muchas|muchos|varias|varios|pocas|pocos|algunas|algunos)$/.test(ctx.word(k - 1)) ? true : undefined);
      if (plural === undefined) return undefined;
      const v = i + 1;
      const readings = spanishVerbs().read(ctx.word(v)).filter((r) => r.person === 2 || r.person === 5);
      // A noun after the verb may be its own subject ("que conoce mi madre"): only a verb followed by no article.
      if (readings.length === 0 || DETERMINERS[ctx.word(v + 1)] || ctx.tokens[v]?.text !== ctx.word(v)) return undefined;
      const fix = spanishVerbs().fixPerson(ctx.word(v), [plural ? 5 : 2]);
      return fix && fix !== ctx.word(v) ? { from: v, to: v, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/gustar-person',
    name: 'me gusta, me duele',
    message: 'With "gustar", "doler"… the verb agrees with what is liked or hurts, not with the person: "me duele la cabeza".',
    // "me duelo la cabeza", "te gustas el cine": a first or second person after the object pronoun.
    at: (ctx, i) => {
      const third = FIRST_PERSON_GUSTAR[ctx.word(i)];
      if (!third || !/^(me|te|le|nos|os|les)$/.test(ctx.word(i - 1)) || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      const det = DETERMINERS[ctx.word(i + 1)];
      const infinitive = /^\p{L}+(ar|er|ir)$/u.test(ctx.word(i + 1)) && spanishVerbs().forms(ctx.word(i + 1)) !== undefined;
      if (!det && !infinitive) return undefined;
      return { from: i, to: i, replacements: [det?.plural ? third[1] : third[0]] };
    },
  }),
  defineRule({
    id: 'es/hace-calor',
    name: 'hace calor',
    message: 'Weather is "hace": "ayer hizo mucho calor" (the third person, whoever speaks).',
    at: (ctx, i) => {
      const readings = spanishVerbs().read(ctx.word(i)).filter((r) => r.lemma === 'hacer' && r.person !== 2);
      if (readings.length === 0) return undefined;
      const k = /^(mucho|mucha|muy|un|una|poco|bastante)$/.test(ctx.word(i + 1)) ? i + 2 : i + 1;
      // Only weather words, and no subject pronoun before ("yo hice frío" is no sentence, but "hicimos calor" is).
      // "hicimos un buen trabajo": "buen"/"mal" only in "buen tiempo".
      const weather = /^(calor|frío|sol|viento|fresco)$/.test(ctx.word(k)) || (/^(buen|mal)$/.test(ctx.word(k)) && ctx.word(k + 1) === 'tiempo' && ctx.joined(k));
      if (!weather || !ctx.joinedRun(i, k) || PRONOUNS[ctx.word(i - 1)] || /^(un|una)$/.test(ctx.word(i + 1))) return undefined;
      const fix = spanishVerbs().conjugate('hacer', readings[0]!.tense, 2);
      return fix && fix !== ctx.word(i) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/gustar-singular',
    name: 'gusta with a singular',
    message: 'With "gustar", "encantar"… the verb agrees with what is liked: "me gusta el fútbol".',
    at: (ctx, i) => {
      const fix = Object.entries(GUSTAR_LIKE).find(([, plural]) => plural === ctx.word(i))?.[0];
      if (!fix || !['me', 'te', 'le', 'nos', 'os', 'les'].includes(ctx.word(i - 1))) return undefined;
      const k = ['mucho', 'muchísimo', 'bastante', 'también', 'más', 'tanto'].includes(ctx.word(i + 1)) ? i + 2 : i + 1;
      const det = DETERMINERS[ctx.word(k)];
      // "me encantan esta cafetera": a -o/-a word of the determiner's gender the noun list lacks is a noun too.
      const gendered = readGenderedForm(ctx.word(k + 1));
      const noun = findNoun(ctx.word(k + 1)) ?? (gendered && det?.gender === gendered.gender && spanishVerbs().read(ctx.word(k + 1)).length === 0 ? gendered : undefined);
      // "Me gustan mucho el chocolate negro": after a singular definite article any noun is singular, listed or not.
      const afterSingularArticle = /^(el|la)$/.test(ctx.word(k)) && /^\p{Ll}{3,}$/u.test(ctx.tokens[k + 1]?.text ?? '') && !/s$/.test(ctx.word(k + 1)) && spanishVerbs().read(ctx.word(k + 1)).length === 0;
      if (!det || det.plural || !(noun ?? afterSingularArticle) || noun?.plural || !ctx.joinedRun(i - 1, k + 1)) return undefined;
      // "Me gustan el fútbol y el tenis", "la sopa de tomate y la ensalada": two things liked are plural (up to the
      // clause's end or a relative "que").
      for (let m = k + 2; m < ctx.tokens.length && m <= k + 8 && ctx.word(m) !== 'que'; m++) {
        if (/^(y|e|ni)$/.test(ctx.word(m))) return undefined;
        if (ctx.endsClause(m)) break;
      }
      return { from: i, to: i, replacements: [fix] };
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
      const k = ['mucho', 'muchísimo', 'bastante', 'también', 'más', 'tanto', 'nada', 'poco', 'demasiado'].includes(ctx.word(i + 1)) ? i + 2 : i + 1;
      const det = DETERMINERS[ctx.word(k)];
      return fix && ['me', 'te', 'le', 'nos', 'os', 'les'].includes(before) && det?.plural && ctx.joinedRun(i - 1, k) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
];

/**
 * "Él libro de Marta está…": a masculine singular noun after "él" that no third-person verb reading explains, with the
 * sentence's own verb later on ("está"), so the noun is its subject. "Él camino todos los días" (no later verb) is "camina".
 */
export function isArticleTypoBefore(ctx: RuleContext, i: number): boolean {
  const next = ctx.word(i + 1);
  const noun = findNoun(next);
  if (noun === undefined || noun.gender !== 'm' || noun.plural || spanishVerbs().read(next).some((reading) => reading.person === 2)) return false;
  for (let k = i + 2; k < ctx.tokens.length && !/^[.!?;]$/.test(ctx.tokens[k]!.text); k += 1) {
    const word = ctx.word(k);
    if (!LATER_NOT_VERBS.has(word) && findNoun(word) === undefined && spanishVerbs().read(word).some((reading) => reading.person === 2)) return true;
  }
  return false;
}

/** Words the verb table reads as third persons that are not the sentence's verb here. */
const LATER_NOT_VERBS = new Set(['de', 'a', 'en', 'con', 'por', 'para', 'sin', 'que', 'y', 'o', 'el', 'la', 'los', 'las', 'un', 'una', 'como', 'entre', 'sobre', 'al', 'del']);
