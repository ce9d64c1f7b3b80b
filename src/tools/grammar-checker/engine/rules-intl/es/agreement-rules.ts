import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { lazily } from '../lexicon/read-lexicon';
import { type Person, VerbTable } from '../lexicon/verb-table';
import { defineSubjectVerbRule, type Subject } from '../subject-verb-rule';
import { findNoun, type Gender, readAdjective, readGenderedForm } from './lexicon';

/** tables/es-verbs.txt: present, imperfect, preterite, future, six persons each. */
export const spanishVerbs = lazily(() => new VerbTable('es-verbs.txt', 4));

const PRONOUNS: Record<string, Person[]> = {
  yo: [0], tú: [1], él: [2], ella: [2], usted: [2], nosotros: [3], nosotras: [3], vosotros: [4], vosotras: [4], ellos: [5], ellas: [5], ustedes: [5],
};
const BETWEEN = new Set(['no', 'me', 'te', 'se', 'lo', 'la', 'le', 'nos', 'os', 'los', 'las', 'les', 'ya', 'también', 'siempre', 'nunca', 'tampoco', 'todavía']);
// Not "y": "Tú y yo somos" is a compound subject.
const OPENERS = new Set(['que', 'pero', 'cuando', 'si', 'porque', 'aunque', 'donde', 'como', 'pues']);
const DETERMINERS: Record<string, { plural: boolean; gender?: Gender }> = {
  el: { plural: false, gender: 'm' }, la: { plural: false, gender: 'f' }, los: { plural: true, gender: 'm' }, las: { plural: true, gender: 'f' },
  un: { plural: false, gender: 'm' }, una: { plural: false, gender: 'f' }, unos: { plural: true, gender: 'm' }, unas: { plural: true, gender: 'f' },
  este: { plural: false, gender: 'm' }, esta: { plural: false, gender: 'f' }, estos: { plural: true, gender: 'm' }, estas: { plural: true, gender: 'f' },
  ese: { plural: false, gender: 'm' }, esa: { plural: false, gender: 'f' }, esos: { plural: true, gender: 'm' }, esas: { plural: true, gender: 'f' },
  nuestro: { plural: false, gender: 'm' }, nuestra: { plural: false, gender: 'f' }, nuestros: { plural: true, gender: 'm' }, nuestras: { plural: true, gender: 'f' },
  mi: { plural: false }, tu: { plural: false }, su: { plural: false }, mis: { plural: true }, tus: { plural: true }, sus: { plural: true },
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

function readSpanishNounSubject(ctx: RuleContext, i: number): NounSubject | undefined {
  const first = ctx.tokens[i]?.text ?? '';
  if (/^\p{Lu}/u.test(first) && ctx.word(i + 1) === 'y' && /^\p{Lu}/u.test(ctx.tokens[i + 2]?.text ?? '') && ctx.joinedRun(i, i + 2) && !DETERMINERS[ctx.word(i)] && !PRONOUNS[ctx.word(i)]) {
    return { end: i + 2, plural: true };
  }
  const det = DETERMINERS[ctx.word(i)];
  const noun = ctx.word(i + 1);
  // A verb form is no noun unless the noun list says so (hermana is also a form of hermanar).
  if (!det || !ctx.joined(i) || !isPlainWord(noun) || (spanishVerbs().read(noun).length > 0 && !findNoun(noun))) return undefined;
  // "Un día fuimos al cine", "Esta semana trabajamos": a time phrase opening the sentence is an
  // adverb, not the subject, so the verb keeps its own person.
  if (TIME_NOUNS.has(noun) && TIME_DETERMINERS.has(ctx.word(i))) return undefined;
  // The noun's own ending must agree with the determiner's number, or the phrase is not read.
  if (det.plural !== /s$/.test(noun)) return undefined;
  const known = findNoun(noun) ?? readGenderedForm(noun);
  let end = i + 1;
  if (ctx.joined(end) && readAdjective(ctx.word(end + 1))) end += 1;
  return { end, plural: det.plural, gender: known?.gender ?? det.gender };
}

function toSubject(noun: NounSubject | undefined): Subject | undefined {
  return noun && { end: noun.end, persons: [noun.plural ? 5 : 2] };
}

/** "sabo" → saber → "sé": a regular -o ending put on an irregular verb. */
function guessFirstPerson(table: VerbTable, word: string, person: Person): string | undefined {
  // "solo", "claro": real words in -o are not verbs put in the wrong form.
  if (person !== 0 || !/o$/.test(word) || readGenderedForm(word) || findNoun(word)) return undefined;
  for (const ending of ['er', 'ar', 'ir']) {
    const lemma = word.slice(0, -1) + ending;
    const form = table.conjugate(lemma, 0, 0);
    if (form) return form;
  }
  return undefined;
}

const SER_TO_ESTAR: Record<string, string> = { soy: 'estoy', eres: 'estás', es: 'está', somos: 'estamos', sois: 'estáis', son: 'están', era: 'estaba', eras: 'estabas', éramos: 'estábamos', eran: 'estaban' };
const COPULAS = new Set(['es', 'son', 'está', 'están', 'era', 'eran', 'estaba', 'estaban', 'fue', 'fueron', 'soy', 'eres', 'somos', 'estoy', 'estás', 'estamos', 'parece', 'parecen']);
const DEGREE = new Set(['muy', 'tan', 'bastante', 'demasiado', 'más', 'menos', 'poco', 'algo', 'siempre', 'no', 'también']);
/** States, not qualities: with these "ser" is a learner's slip for "estar". */
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
  const adjective = readAdjective(word);
  if (!adjective) return undefined;
  const targetGender = gender ?? adjective.gender;
  if (adjective.gender === targetGender && adjective.plural === plural) return undefined;
  return `${adjective.stem}${targetGender === 'm' ? 'o' : 'a'}${plural ? 's' : ''}`;
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
    guessUnknown: guessFirstPerson,
    notVerbs: new Set(['de', 'a', 'en', 'con', 'por', 'para', 'sin', 'que', 'y', 'o', 'el', 'la', 'los', 'las', 'un', 'una', 'como', 'entre', 'sobre']),
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
      if (!estar || !PERSON_SUBJECTS[ctx.word(i - 1)] || !ctx.joined(i - 1) || !ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      const state = readAdjective(next);
      const isState = state && STATES.has(`${state.stem}o`);
      return next === 'en' || isState ? { from: i, to: i, replacements: [estar] } : undefined;
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
    id: 'es/gustar-plural',
    name: 'gustan with a plural',
    message: 'With "gustar", "encantar"… the verb agrees with what is liked: "me gustan los libros".',
    at: (ctx, i) => {
      const fix = GUSTAR_LIKE[ctx.word(i)];
      const before = ctx.word(i - 1);
      const det = DETERMINERS[ctx.word(i + 1)];
      return fix && ['me', 'te', 'le', 'nos', 'os', 'les'].includes(before) && det?.plural && ctx.joinedRun(i - 1, i + 1) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
];
