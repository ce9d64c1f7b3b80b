import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';
import { EL_FEMININE, findNoun, type Gender, readAdjective, readSameGenderAdjective } from './lexicon';
import { genderAfterDeterminer, TWO_GENDER_NOUNS } from './two-gender-nouns';

/** Determiners by [gender][plural]. */
const DETERMINER_FORMS: Record<string, { m: [string, string]; f: [string, string] }> = {
  definite: { m: ['el', 'los'], f: ['la', 'las'] },
  indefinite: { m: ['un', 'unos'], f: ['una', 'unas'] },
  este: { m: ['este', 'estos'], f: ['esta', 'estas'] },
  ese: { m: ['ese', 'esos'], f: ['esa', 'esas'] },
  aquel: { m: ['aquel', 'aquellos'], f: ['aquella', 'aquellas'] },
  nuestro: { m: ['nuestro', 'nuestros'], f: ['nuestra', 'nuestras'] },
  vuestro: { m: ['vuestro', 'vuestros'], f: ['vuestra', 'vuestras'] },
};
const DETERMINERS = new Map(
  Object.entries(DETERMINER_FORMS).flatMap(([family, forms]) =>
    (['m', 'f'] as Gender[]).flatMap((gender) => forms[gender].map((word, i) => [word, { family, gender, plural: i === 1 }] as const)),
  ),
);

function formDeterminer(family: string, gender: Gender, plural: boolean): string {
  return DETERMINER_FORMS[family]![gender][plural ? 1 : 0];
}

// Quantifiers that agree in gender with their noun: "muchas casas", "varios libros".
const QUANTIFIER_FORMS: Record<string, [string, string]> = Object.fromEntries(
  ['much', 'vari', 'algun', 'poc', 'tant', 'otr', 'tod', 'ciert', 'numeros', 'demasiad'].flatMap((stem) => {
    const forms: [string, string] = [`${stem}os`, `${stem}as`];
    return forms.map((form) => [form, forms] as const);
  }),
);
// "mucho hambre" → "mucha hambre", "poca tiempo" → "poco tiempo"; not "estudiar mucho mañana" (an adverb then a time word).
const SINGULAR_QUANTIFIER_FORMS: Record<string, [string, string]> = Object.fromEntries(
  ['much', 'poc', 'tant', 'demasiad'].flatMap((stem) => {
    const forms: [string, string] = [`${stem}o`, `${stem}a`];
    return forms.map((form) => [form, forms] as const);
  }),
);
const NUMBER_WORDS = /^(dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos|muchas|varios|varias|pocos|pocas|algunos|algunas)$/;
const DEGREE_WORDS = new Set(['muy', 'tan', 'bastante', 'demasiado', 'más', 'menos', 'poco', 'algo', 'super', 'súper']);

/**
 * "unas magdalenas", "los bizcochos": a noun the lists lack read from its determiner when both agree, the noun
 * ending in -a/-as after a feminine one or -o/-os after a masculine one, in the determiner's number. "el problema",
 * "la foto" do not agree so and are not read; nor a word that is also a verb form ("las compras") or a gendered
 * adjective ("los nuevos").
 */
function readNounByDeterminer(determiner: string, word: string): { gender: Gender; plural: boolean } | undefined {
  const det = DETERMINERS.get(determiner);
  // "un poco despistada", "unos cuantos": words of quantity or degree after "un" are no nouns.
  const quantity = DEGREE_WORDS.has(word) || QUANTIFIER_FORMS[word] !== undefined || SINGULAR_QUANTIFIER_FORMS[word] !== undefined || /^(poco|pocos|tanto|medio|cuantos|cuantas|mismo|mismos|misma|mismas)$/.test(word);
  if (!det || quantity || !/^\p{Ll}{4,}$/u.test(word) || spanishVerbs().read(word).length > 0 || readAdjective(word) || readSameGenderAdjective(word)) return undefined;
  const ending = det.gender === 'f' ? (det.plural ? /as$/ : /a$/) : det.plural ? /os$/ : /o$/;
  return ending.test(word) ? { gender: det.gender, plural: det.plural } : undefined;
}

/** Prepositions and conjunctions the verb table also reads as verb forms (parar, sobrar, entrar, comer, bajar, contrar). */
const PREPOSITIONS_LIKE_VERBS = new Set(['para', 'sobre', 'entre', 'como', 'bajo', 'contra', 'hacia', 'desde', 'tras']);

const NOT_AFTER_ADVERB = new Set(['mañana', 'tarde', 'noche', 'vez', 'hora', 'semana']);
// "un buen amigo", "el primer día": these lose their -o before a masculine singular noun.
const SHORT_FORMS: Record<string, string> = { bueno: 'buen', malo: 'mal', primero: 'primer', tercero: 'tercer', alguno: 'algún', ninguno: 'ningún' };

export const NOUN_PHRASE_RULES: IntlRule[] = [
  defineRule({
    id: 'es/quantifier-gender',
    name: 'muchos or muchas',
    message: 'The quantifier agrees with the noun in gender: "muchas casas", "muchos libros".',
    at: (ctx, i) => {
      const forms = QUANTIFIER_FORMS[ctx.word(i)];
      const noun = forms && ctx.joined(i) ? findNoun(ctx.word(i + 1)) : undefined;
      // "todos los", "muchas de": only a plural noun right after decides.
      if (!forms || !noun?.plural || EL_FEMININE.has(noun.singular) || TWO_GENDER_NOUNS.has(noun.singular)) return undefined;
      const fix = forms[noun.gender === 'm' ? 0 : 1];
      return fix === ctx.word(i) ? undefined : { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'es/quantifier-gender-singular',
    name: 'mucho or mucha',
    message: 'The quantifier agrees with the noun in gender: "mucha hambre", "mucho tiempo".',
    at: (ctx, i) => {
      const forms = SINGULAR_QUANTIFIER_FORMS[ctx.word(i)];
      const noun = forms && ctx.joined(i) && !NOT_AFTER_ADVERB.has(ctx.word(i + 1)) ? findNoun(ctx.word(i + 1)) : undefined;
      if (!forms || !noun || TWO_GENDER_NOUNS.has(noun.singular)) return undefined;
      // "mucho problemas": before a plural noun the quantifier is plural too.
      const fix = noun.plural ? `${forms[noun.gender === 'm' ? 0 : 1]}s` : forms[noun.gender === 'm' ? 0 : 1];
      return fix === ctx.word(i) ? undefined : { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'es/short-adjective',
    name: 'buen, primer before a noun',
    message: '"bueno", "malo", "primero"… lose the -o before a masculine singular noun: "un buen amigo".',
    at: (ctx, i) => {
      const fix = SHORT_FORMS[ctx.word(i)];
      const noun = fix && ctx.joined(i) && DETERMINERS.has(ctx.word(i - 1)) && ctx.joined(i - 1) ? findNoun(ctx.word(i + 1)) : undefined;
      return fix && noun?.gender === 'm' && !noun.plural ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/article-gender',
    name: 'Article matches the noun',
    message: 'The article does not match the gender or number of the noun.',
    at: (ctx, i) => {
      const det = DETERMINERS.get(ctx.word(i));
      const noun = det && ctx.joined(i) ? findNoun(ctx.word(i + 1)) : undefined;
      if (!det || !noun || EL_FEMININE.has(noun.singular)) return undefined;
      // "la final", "el final": a noun of two genders takes the writer's determiner; only its number may be wrong.
      if (TWO_GENDER_NOUNS.has(noun.singular) && det.plural === noun.plural) return undefined;
      // "el lunes", "los lunes", "la crisis", "las crisis": an unstressed -s noun is both numbers.
      const bothNumbers = !noun.plural && /[^éá]s$/.test(noun.singular);
      const fix = formDeterminer(det.family, genderAfterDeterminer(noun, det.gender), bothNumbers ? det.plural : noun.plural);
      return fix === ctx.word(i) ? undefined : { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'es/stressed-a',
    name: 'el agua, un águila',
    message: 'Feminine nouns starting with a stressed "a" take "el" and "un" in the singular ("el agua fría").',
    at: (ctx, i) => {
      const fix = ({ la: 'el', una: 'un' } as Record<string, string>)[ctx.word(i)];
      return fix && ctx.joined(i) && EL_FEMININE.has(ctx.word(i + 1)) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/adjective-agreement',
    name: 'Adjective agrees with the noun',
    message: 'The adjective does not agree with the noun in gender or number.',
    confidence: 0.75,
    at: (ctx, i) => {
      // "una casa muy bonito": a degree word may stand between noun and adjective.
      const a = DEGREE_WORDS.has(ctx.word(i + 2)) ? i + 3 : i + 2;
      // "mi ordenador nueva": a possessive has no gender of its own, the noun decides.
      if ((!DETERMINERS.has(ctx.word(i)) && !/^(mi|tu|su|mis|tus|sus)$/.test(ctx.word(i)) && !NUMBER_WORDS.test(ctx.word(i))) || !ctx.joinedRun(i, a)) return undefined;
      const listed = findNoun(ctx.word(i + 1));
      // "la final del torneo": a noun of two genders has its determiner's.
      const noun = listed ? { ...listed, gender: genderAfterDeterminer(listed, DETERMINERS.get(ctx.word(i))?.gender) } : readNounByDeterminer(ctx.word(i), ctx.word(i + 1));
      // "dos hermanos mayor": an adjective of one form for both genders only changes number.
      const sameGender = noun ? readSameGenderAdjective(ctx.word(a)) : undefined;
      // Not after a measure: "dos años mayor que tú" says how much older the subject is.
      const measure = /^(años|meses|días|semanas|horas|minutos|veces|metros|kilos|centímetros|kilómetros|euros|dólares|grados)$/.test(ctx.word(i + 1));
      if (noun && sameGender && !measure && sameGender.isPlural !== noun.plural && ctx.joinedRun(i, a) && (DETERMINERS.has(ctx.word(i)) || NUMBER_WORDS.test(ctx.word(i)) || /^(mi|tu|su|mis|tus|sus)$/.test(ctx.word(i)))) {
        return { from: a, to: a, replacements: [noun.plural ? sameGender.plural : sameGender.singular] };
      }
      // "la calle Hidalgo", "la avenida Bolívar": a capitalised word after the noun is its name.
      if (/^\p{Lu}/u.test(ctx.tokens[a]?.text ?? '')) return undefined;
      const adjective = readAdjective(ctx.word(a));
      if (!noun || !adjective || (adjective.gender === noun.gender && adjective.plural === noun.plural)) return undefined;
      // "Este cuchillo corta muy bien": right after the noun, a word that is also the verb in the noun's own
      // person (cortar → corta) is that verb, not an adjective, when no verb follows it.
      const verbOfNoun = spanishVerbs().read(ctx.word(a)).some((r) => r.person === (noun.plural ? 5 : 2));
      // "Este tren pasa para Zaragoza": a preposition that is also a verb form ("para" of parar, "sobre" of sobrar) is no verb.
      const verbAfter = spanishVerbs().read(ctx.word(a + 1)).length > 0 && !PREPOSITIONS_LIKE_VERBS.has(ctx.word(a + 1));
      if (a === i + 2 && verbOfNoun && !verbAfter) return undefined;
      // "la batería solo dura veinte minutos": "solo" before a verb is the adverb "only".
      if (ctx.word(a) === 'solo' && spanishVerbs().read(ctx.word(a + 1)).length > 0) return undefined;
      // "fui a la playa todos los veranos": "todo" before a determiner belongs to the next noun phrase.
      if (/^tod[oa]s?$/.test(ctx.word(a)) && /^(el|la|los|las|mis|tus|sus|nuestros|nuestras|estos|estas|esos|esas|aquellos|aquellas|un|una|lo)$/.test(ctx.word(a + 1))) return undefined;
      // "un día muy bonito" — but "mucho", "poco" after a noun are adverbs of the verb ("trabajo mucho").
      if (a !== i + 2 && /^(mucho|poco|demasiado|medio)$/.test(ctx.word(a))) return undefined;
      // "regábamos las plantas juntos": "juntos", "solos" after the object may describe the subject; after a verb of the
      // first or second person the noun before them is not what they agree with.
      const subjectVerb = spanishVerbs().read(ctx.word(i - 1)).some((r) => r.person !== 2 && r.person !== 5) && ctx.joined(i - 1);
      if (/^(junt|sol)[oa]s?$/.test(ctx.word(a)) && subjectVerb) return undefined;
      const fix = adjective.inflect(noun.gender, noun.plural);
      return { from: a, to: a, replacements: [fix] };
    },
  }),
];
