import { definePhraseRule, defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';
import { findNoun, readAdjective, readGenderedForm, readSameGenderAdjective } from './lexicon';
import { formPresentSubjunctive } from './mood-rules';
import { MORE_PERSON_NOUNS, PROFESSIONS } from './copula-rules';
import { nameGender } from '../fr/first-names';

const SECOND_PERSON_VERBS = new Set('eres estás tienes puedes sabes quieres vas haces dices vienes crees piensas hablas vives necesitas debes has'.split(' '));
const THIRD_PERSON_VERBS = new Set('es está tiene dice quiere puede va fue era hace sabe vive trabaja habla come estaba tenía dijo'.split(' '));
const NOUN_DETERMINERS = new Set('el la los las un una mi mis tu tus su sus este esta estos estas ese esa esos esas nuestro nuestra nuestros nuestras'.split(' '));
const PRONOUN_FOLLOWERS = new Set(['ayer', 'hoy', 'anoche', 'también', 'tampoco', 'ahora', 'luego', 'antes', 'después', 'siempre', 'nunca']);
/** "y", "o", "ni" after word k - 1, with no article after them: the word before closed its phrase. */
function joinsAnotherPhrase(ctx: RuleContext, k: number): boolean {
  return /^(y|o|ni)$/.test(ctx.word(k)) && ctx.joined(k) && !/^(el|la|los|las|un|una|unos|unas)$/.test(ctx.word(k + 1));
}
const PREPOSITIONS = new Set(['a', 'para', 'con', 'de', 'por', 'sin', 'sobre', 'contra', 'hacia', 'según']);
const ACCENTED_INTERROGATIVES: Record<string, string> = {
  que: 'qué', como: 'cómo', donde: 'dónde', adonde: 'adónde', cuando: 'cuándo', quien: 'quién', quienes: 'quiénes', cual: 'cuál', cuales: 'cuáles',
  cuanto: 'cuánto', cuanta: 'cuánta', cuantos: 'cuántos', cuantas: 'cuántas',
};
const PARADIGMS: Record<string, string[]> = {
  // yo, tú, él/ella/usted, nosotros, vosotros, ellos/ellas/ustedes
  ser: ['soy', 'eres', 'es', 'somos', 'sois', 'son'],
  estar: ['estoy', 'estás', 'está', 'estamos', 'estáis', 'están'],
  tener: ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen'],
  ir: ['voy', 'vas', 'va', 'vamos', 'vais', 'van'],
  poder: ['puedo', 'puedes', 'puede', 'podemos', 'podéis', 'pueden'],
  querer: ['quiero', 'quieres', 'quiere', 'queremos', 'queréis', 'quieren'],
  hacer: ['hago', 'haces', 'hace', 'hacemos', 'hacéis', 'hacen'],
  haber: ['he', 'has', 'ha', 'hemos', 'habéis', 'han'],
};
const PERSON: Record<string, number> = { yo: 0, tú: 1, él: 2, ella: 2, usted: 2, nosotros: 3, nosotras: 3, vosotros: 4, vosotras: 4, ellos: 5, ellas: 5, ustedes: 5 };
const FORM_TO_VERB = new Map(Object.entries(PARADIGMS).flatMap(([verb, forms]) => forms.map((f) => [f, verb] as const)));
const QUANTIFIERS = /^(muchos|muchas|varios|varias|algunos|algunas|pocos|pocas|demasiados|demasiadas|tantos|tantas|numerosos|numerosas|dos|tres|cuatro|cinco|\d+)$/;
/** Plural finite verbs that take an infinitive ("van a", "pueden", "suelen", "tienen que") and their singular. */
const PLURAL_CHAIN_VERBS: Record<string, string> = {
  van: 'va', iban: 'iba', irán: 'irá', pueden: 'puede', podían: 'podía', podrían: 'podría', podrán: 'podrá', deben: 'debe', debían: 'debía',
  deberían: 'debería', suelen: 'suele', solían: 'solía', tienen: 'tiene', tenían: 'tenía', empiezan: 'empieza', siguen: 'sigue', vuelven: 'vuelve',
};
/** Plural auxiliaries before "habido": "han habido quejas" → "ha habido". */
const PLURAL_PERFECT_HABER: Record<string, string> = { han: 'ha', habían: 'había', habrán: 'habrá', habrían: 'habría', hayan: 'haya', hubieran: 'hubiera' };

/**
 * "haber" or "habido" at i closing a chain after a plural finite verb ("van a haber", "pueden haber", "tienen que
 * haber", "han habido"): the index of that finite verb and its singular.
 */
function readImpersonalChain(ctx: RuleContext, i: number): { at: number; fix: string } | undefined {
  if (ctx.word(i) === 'habido') {
    const fix = PLURAL_PERFECT_HABER[ctx.word(i - 1)];
    return fix && ctx.joined(i - 1) ? { at: i - 1, fix } : undefined;
  }
  if (ctx.word(i) !== 'haber') return undefined;
  const linked = /^(a|que|de)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) ? i - 2 : i - 1;
  const verb = ctx.word(linked);
  const fix = PLURAL_CHAIN_VERBS[verb];
  if (!fix || !ctx.joinedRun(linked, i)) return undefined;
  // The link each verb takes: "van a", "tienen que", "suelen" with none.
  const link = linked === i - 2 ? ctx.word(i - 1) : '';
  const wants = /^(van|iban|irán|empiezan|vuelven)$/.test(verb) ? 'a' : /^(tienen|tenían)$/.test(verb) ? 'que' : /^(deben|debían|deberían)$/.test(verb) ? ['', 'de'] : '';
  return (Array.isArray(wants) ? wants.includes(link) : wants === link) ? { at: linked, fix } : undefined;
}

const IMPERSONAL_HABER: Record<string, string> = { habían: 'había', hubieron: 'hubo', habrán: 'habrá', habrían: 'habría' };
const PRETERITE_WITH_S: Record<string, string> = Object.fromEntries(
  'fuistes dijistes hicistes tuvistes estuvistes pudistes quisistes comistes hablastes llegastes comprastes pensastes dejastes trabajastes mandastes salistes escribistes'
    .split(' ')
    .map((w) => [w, w.slice(0, -1)]),
);
/** Infinitives that cannot stand without an object: "que tenemos que hacer" with none is "qué". */
const OBJECT_VERBS = new Set('hacer comprar llevar traer decir preparar leer escribir pagar entregar enviar mandar poner buscar pedir contestar responder'.split(' '));
const NOUNS_IN_ADO = new Set('lado grado mercado soldado helado pescado cuidado partido sentido ruido vestido marido apellido estado'.split(' '));
// The regular participle a learner builds for an irregular verb.
const IRREGULAR_PARTICIPLE_OF: Record<string, string> = {
  escribido: 'escrito', hacido: 'hecho', abrido: 'abierto', ponido: 'puesto', volvido: 'vuelto', rompido: 'roto', morido: 'muerto',
  vido: 'visto', veído: 'visto', cubrido: 'cubierto', describido: 'descrito', resolvido: 'resuelto', devolvido: 'devuelto',
  descubrido: 'descubierto', deshacido: 'deshecho', componido: 'compuesto', suponido: 'supuesto', prevido: 'previsto',
};
// Their feminine and plural forms ("rompida" → "rota"); not "vido", whose feminine would be "vida".
const INFLECTED_IRREGULAR_PARTICIPLE: Record<string, string> = Object.fromEntries(
  Object.entries(IRREGULAR_PARTICIPLE_OF)
    .filter(([wrong, right]) => /ido$/.test(wrong) && /o$/.test(right) && wrong !== 'vido' && wrong !== 'veído')
    .flatMap(([wrong, right]) => (['a', 'os', 'as'] as const).map((ending) => [wrong.slice(0, -1) + ending, right.slice(0, -1) + ending] as const)),
);
const IRREGULAR_PARTICIPLES = new Set('ido hecho dicho visto puesto escrito vuelto roto abierto muerto'.split(' '));

function isParticiple(word: string): boolean {
  return (/^\p{L}+(ado|ido)$/u.test(word) && !NOUNS_IN_ADO.has(word)) || IRREGULAR_PARTICIPLES.has(word);
}

/** A question opened with "¿" at word i, or at the preposition just before it ("¿A dónde…"). */
function opensQuestion(ctx: RuleContext, i: number): boolean {
  return /¿\s*$/.test(ctx.gapBefore(i)) || (PREPOSITIONS.has(ctx.word(i - 1)) && ctx.joined(i - 1) && /¿\s*$/.test(ctx.gapBefore(i - 1)));
}

function agreementRule(id: string, name: string, verbs: string[]): IntlRule {
  return defineRule({
    id,
    name,
    message: 'The verb does not match the subject.',
    at: (ctx, i) => {
      const person = PERSON[ctx.word(i)];
      const verb = FORM_TO_VERB.get(ctx.word(i + 1));
      // "Tú y yo somos": a pronoun after "y" may close a compound subject; not after an adverb ("tarde y ellos han").
      const compound = ['y', 'o', 'e', 'ni'].includes(ctx.word(i - 1)) && (PERSON[ctx.word(i - 2)] !== undefined || (findNoun(ctx.word(i - 2)) && NOUN_DETERMINERS.has(ctx.word(i - 3))) || /^\p{Lu}/u.test(ctx.tokens[i - 2]?.text ?? ''));
      // "cada uno de ellos tiene", "para ellos es": a pronoun after a preposition is no subject.
      const afterPreposition = /^(de|para|con|sin|por|entre|a|en|según)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1);
      if (person === undefined || !verb || !verbs.includes(verb) || !ctx.joined(i) || compound || afterPreposition) return undefined;
      // "ha" before an infinitive is the preposition "a" misspelt (es/a-before-infinitive).
      if (verb === 'haber' && !isParticiple(ctx.word(i + 2))) return undefined;
      const right = PARADIGMS[verb]![person]!;
      return right === ctx.word(i + 1) ? undefined : { from: i + 1, to: i + 1, replacements: [right] };
    },
  });
}

const PERSONAL_A_VERBS = new Set('visitar ver conocer llamar ayudar vi viste vio vimos vieron veo ves ve vemos ven conozco conoces conoce conocemos conocen conocí visité visitamos visitaron visito llamé llamo llamamos ayudé ayudo ayudamos espero esperé busco buscamos quiero quiere queremos extraño echo'.split(' '));
const PERSON_NOUNS = /^(abuel[oa]s?|herman[oa]s?|madre|madres|padre|padres|hij[oa]s?|amig[oa]s?|prim[oa]s?|tí[oa]s?|novi[oa]s?|espos[oa]s?|profesor|profesora|profesores|jefe|jefa|vecin[oa]s?|compañer[oa]s?|mamá|papá|familia|dueñ[oa]s?|caser[oa]s?|director|directora|directores|médic[oa]s?|doctor|doctora|doctores|chic[oa]s?|niñ[oa]s?|señor|señora|señores|cuñad[oa]s?|suegr[oa]s?|sobrin[oa]s?|niet[oa]s?|alumn[oa]s?|estudiantes?|entrenador|entrenadora|porter[oa]s?|camarer[oa]s?|tutor|tutora|novio|pareja|marido|mujer)$/;

/** A person: family and friends, professions, roles ("la farmacéutica", "el dueño"). */
function isPersonNoun(word: string): boolean {
  return PERSON_NOUNS.test(word) || PROFESSIONS.has(word) || MORE_PERSON_NOUNS.has(word);
}

const DEFINITE_PLURAL = /^(los|las|mis|tus|sus|estos|estas|esos|esas|nuestros|nuestras)$/;
const DEFINITE_SINGULAR = /^(el|la|mi|tu|su|este|esta|ese|esa|nuestro|nuestra)$/;

/** Forms of saber, preguntar and their kind before an indirect question ("no sé cómo", "quiero saber cómo estás"). */
const ASKING_VERBS = /^(sé|sabes|sabe|sabemos|saben|saber|pregunto|preguntas|pregunta|preguntar|preguntó|explicar|explica|explicó|explícame|enseñar|enseñó|enseñaron|enseñarme|dime|decirme|entiendo|entender|imagino|imaginas)$/;

const IR_FORMS = /^(voy|vas|va|vamos|vais|van|iba|ibas|íbamos|ibais|iban)$/;
const SABER_TO_CONOCER: Record<string, string> = { sé: 'conozco', sabes: 'conoces', sabe: 'conoce', sabemos: 'conocemos', sabéis: 'conocéis', saben: 'conocen', sabía: 'conocía', sabías: 'conocías', sabíamos: 'conocíamos', sabían: 'conocían' };
const POSSESSIVES_AND_ARTICLES = /^(mi|tu|su|mis|tus|sus|nuestro|nuestra|nuestros|nuestras|el|la|los|las|este|esta|ese|esa)$/;
const NEUTER_DEMONSTRATIVES: Record<string, [string, string, string, string]> = { esto: ['este', 'esta', 'estos', 'estas'], eso: ['ese', 'esa', 'esos', 'esas'], aquello: ['aquel', 'aquella', 'aquellos', 'aquellas'] };
const QUANTITY_OPENERS = /^(muchos|muchas|mucho|mucha|varios|varias|algunos|algunas|unos|unas|un|una|pocos|pocas|demasiados|demasiadas|tantos|tantas|bastantes|dos|tres|cuatro|cinco|seis|siete|ocho|diez|\d+)$/;

/** A word that can only be a verb here: a form of the table that no noun, -o/-a word or adjective shares. */
function isOnlyVerb(word: string): boolean {
  return spanishVerbs().read(word).length > 0 && !findNoun(word) && !readGenderedForm(word) && !readAdjective(word) && !QUANTITY_OPENERS.test(word);
}

/** Forms of "alegrarse" and the reflexive pronoun of their person. */
const REFLEXIVE_OF_ALEGRAR: Record<string, string> = {
  alegro: 'me', alegras: 'te', alegra: 'se', alegramos: 'nos', alegráis: 'os', alegran: 'se',
  alegré: 'me', alegraste: 'te', alegró: 'se', alegraron: 'se',
};

const CONOCER_TO_SABER: Record<string, string> = { conozco: 'sé', conoces: 'sabes', conoce: 'sabe', conocemos: 'sabemos', conocéis: 'sabéis', conocen: 'saben', conocía: 'sabía', conocías: 'sabías', conocíamos: 'sabíamos', conocían: 'sabían' };
/**
 * Verb forms that, with the accent on an earlier syllable, are nouns or adjectives: "pagina" (he numbers pages)
 * and "página", "publico" and "público". After a determiner that is never an object pronoun the word is the noun.
 */
const ACCENTED_NOUNS: Record<string, string> = Object.fromEntries(
  `página número público último práctica crítica médico término depósito tránsito cálculo límite título círculo estímulo
  vínculo artículo capítulo síntoma trámite récord análisis teléfono música fábrica lástima`
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => {
      const bare = w.normalize('NFD').replace(/\u0301/g, '').normalize('NFC');
      return /[aeo]$/.test(w) ? [[bare, w], [`${bare}s`, `${w}s`]] : [[bare, w]];
    }),
);
const NON_PRONOUN_DETERMINERS = /^(el|un|una|unos|unas|mi|mis|su|sus|nuestro|nuestra|nuestros|nuestras|vuestro|vuestra|cada|del|al)$/;

/** Verbs whose object is "por" + a clause: "lucho por que…", "se preocupa por que…", "apuesto por que…". */
const TAKES_POR = /^(luchar|preocupar|preocuparse|apostar|optar|votar|abogar|velar|interesar|interesarse|esforzar|esforzarse|rezar|brindar|trabajar|pelear|empeñarse|empeñar)$/;

/** No word after i up to the clause's end is only a verb ("Ahí unos chicos juegan" has its verb: "ahí" stays). */
function hasNoVerbAfter(ctx: RuleContext, i: number): boolean {
  for (let k = i + 1; k < ctx.tokens.length; k++) {
    // "de" is also read as a form of the table: a preposition is no verb.
    if (isOnlyVerb(ctx.word(k)) && !/^(de|a|en|con|por|para|sin|que|y|o|desde|hasta|entre|sobre|como)$/.test(ctx.word(k))) return false;
    if (ctx.endsClause(k)) break;
  }
  return true;
}

/** Adverbs that a comparison takes: "más despacio que", "más temprano que", "más lejos que". */
const COMPARED_ADVERBS = new Set(['despacio', 'deprisa', 'rápido', 'lento', 'temprano', 'pronto', 'cerca', 'lejos', 'alto', 'bajo', 'claro', 'fuerte', 'seguido']);

export const WORD_RULES: IntlRule[] = [
  defineRule({
    id: 'es/saber-not-conocer',
    name: 'saber before a question',
    message: 'A fact or an indirect question (dónde, cuándo, si…) is "saber": "no sé dónde está"; "conocer" takes a person or a place.',
    // "No conozco dónde está la oficina": a form of conocer straight before dónde, cuándo, cómo, quién, por qué or si.
    at: (ctx, i) => {
      const fix = CONOCER_TO_SABER[ctx.word(i)];
      if (!fix || !ctx.joined(i) || !/^(dónde|adónde|cuándo|cómo|quién|quiénes|cuál|cuáles|si|por)$/.test(ctx.word(i + 1))) return undefined;
      if (ctx.word(i + 1) === 'por' && ctx.word(i + 2) !== 'qué') return undefined;
      const text = ctx.tokens[i]!.text;
      return { from: i, to: i, replacements: [text === text.toLowerCase() ? fix : fix.charAt(0).toUpperCase() + fix.slice(1)] };
    },
  }),
  defineRule({
    id: 'es/noun-accent-after-determiner',
    name: 'Accent of a noun after a determiner',
    message: 'After "su", "el", "un"… the word is the noun, with its written accent: "su página web", "el número".',
    at: (ctx, i) => {
      const fix = ACCENTED_NOUNS[ctx.word(i)];
      if (!fix || !NON_PRONOUN_DETERMINERS.test(ctx.word(i - 1)) || !ctx.joined(i - 1)) return undefined;
      const text = ctx.tokens[i]!.text;
      return text === text.toLowerCase() ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/ir-a-infinitive',
    name: 'ir a + infinitive',
    message: 'The near future is "ir a" + infinitive: "voy a visitar".',
    // "voy visitar": a form of ir straight before an infinitive.
    at: (ctx, i) => {
      if (!IR_FORMS.test(ctx.word(i)) || !ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      // "Vamos haber si…" is "a ver" (es/a-ver), not "a haber".
      if (!/^\p{L}+(ar|er|ir|ír)$/u.test(next) || next === 'haber' || spanishVerbs().forms(next) === undefined || findNoun(next)) return undefined;
      return { from: i, to: i + 1, replacements: [`${ctx.tokens[i]!.text} a ${ctx.tokens[i + 1]!.text}`] };
    },
  }),
  defineRule({
    id: 'es/conocer-person',
    name: 'conocer a person',
    message: 'Knowing a person is "conocer": "no conozco a tu hermano"; "saber" is for facts.',
    // "No sé a tu hermano": saber, the personal "a", and a person ("sabe a pollo" is a taste: no person follows).
    at: (ctx, i) => {
      const fix = SABER_TO_CONOCER[ctx.word(i)];
      if (!fix || ctx.word(i + 1) !== 'a' || !ctx.joinedRun(i, i + 2)) return undefined;
      // "Esto sabe a …", "La sopa sabe a …": a thing tastes of something.
      if (/^sab(e|ía)$/.test(ctx.word(i)) && /^(esto|eso|aquello|que|sopa|comida|agua|café|vino|pan|carne)$/.test(ctx.word(i - 1))) return undefined;
      const person = POSSESSIVES_AND_ARTICLES.test(ctx.word(i + 2)) ? PERSON_NOUNS.test(ctx.word(i + 3)) && ctx.joined(i + 2) : ctx.word(i) !== 'sabe' && /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[i + 2]!.text);
      return person ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/demonstrative-before-noun',
    name: 'este, esta before a noun',
    message: 'Before a noun the demonstrative agrees with it: "este libro", "esta casa"; "esto" stands alone.',
    // "Esto libro me lo regaló": "esto" and a noun that is no third-person verb ("esto pasa" keeps its verb).
    at: (ctx, i) => {
      const forms = NEUTER_DEMONSTRATIVES[ctx.word(i)];
      const next = ctx.word(i + 1);
      const noun = findNoun(next);
      if (!forms || !noun || !ctx.joined(i) || spanishVerbs().read(next).some((r) => r.person === 2 || r.person === 5)) return undefined;
      return { from: i, to: i, replacements: [forms[(noun.plural ? 2 : 0) + (noun.gender === 'f' ? 1 : 0)]!] };
    },
  }),
  defineRule({
    id: 'es/mucho-after-verb',
    name: 'mucho after a verb',
    message: 'After a verb, "a lot" is "mucho": "me gusta mucho"; "muy" goes before an adjective or adverb.',
    // "Me gusta muy mi trabajo", "Te quiero muy.": "muy" before a determiner or the clause's end modifies the verb.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'muy' || !ctx.joined(i - 1) || spanishVerbs().read(ctx.word(i - 1)).length === 0) return undefined;
      const beforeNounPhrase = ctx.joined(i) && /^(mi|tu|su|mis|tus|sus|el|la|los|las|un|una|este|esta|estos|estas|nuestro|nuestra)$/.test(ctx.word(i + 1));
      return beforeNounPhrase || ctx.endsClause(i) ? { from: i, to: i, replacements: ['mucho'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/hay-not-ahi',
    name: 'hay (there is), not ahí',
    message: 'To say that something exists, use "hay": "en mi ciudad hay muchos parques"; "ahí" means there.',
    // "En mi ciudad ahí muchos parques": "ahí" then a quantity, after a place phrase, and no verb in the clause.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'ahí' || !QUANTITY_OPENERS.test(ctx.word(i + 1)) || !ctx.joined(i)) return undefined;
      // "Ahí muchas cajas en el pasillo": opening the sentence, before a quantity and a clause with no verb, it is "hay".
      if (ctx.startsSentence(i)) return hasNoVerbAfter(ctx, i) ? { from: i, to: i, replacements: ['hay'] } : undefined;
      if (!ctx.joined(i - 1)) return undefined;
      // "En mi residencia universitaria ahí muchos…": an adjective after the place noun is passed over.
      // The noun the lexicon may lack ("residencia") is read from its determiner.
      const adjective = (readAdjective(ctx.word(i - 1)) || readGenderedForm(ctx.word(i - 1))) && ctx.joined(i - 2) && (findNoun(ctx.word(i - 2)) || (NOUN_DETERMINERS.has(ctx.word(i - 3)) && ctx.joined(i - 3)));
      if (!findNoun(ctx.word(i - 1)) && !adjective && !/^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[i - 1]!.text)) return undefined;
      let start = i - 1;
      while (start > 0 && !ctx.startsSentence(start)) start--;
      if (!/^(en|aquí|allí|cerca|al|a)$/.test(ctx.word(start))) return undefined;
      return hasNoVerbAfter(ctx, i) ? { from: i, to: i, replacements: ['hay'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/negative-command',
    name: 'Negative command with the subjunctive',
    message: 'A negative command takes the subjunctive: "No hables tan alto"; "no hablas" is a statement.',
    // "No hablas tan alto, por favor": a sentence opening "No" + a tú present, with "por favor" or "!" and no "?".
    at: (ctx, i) => {
      if (ctx.word(i) !== 'no' || !ctx.startsSentence(i) || !ctx.joined(i) || /¿\s*$/.test(ctx.gapBefore(i))) return undefined;
      const rest = ctx.text.slice(ctx.tokens[i]!.end);
      const sentence = rest.slice(0, Math.max(0, rest.search(/[.!?]|$/)) + 1);
      if (sentence.endsWith('?') || !(/\bpor favor\b/i.test(sentence) || sentence.endsWith('!'))) return undefined;
      const reading = spanishVerbs().read(ctx.word(i + 1)).find((r) => r.tense === 0 && r.person === 1);
      const fix = reading && formPresentSubjunctive(reading.lemma, 1);
      return fix && fix !== ctx.word(i + 1) ? { from: i + 1, to: i + 1, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/he-haber',
    name: 'he (haber)',
    message: '"he" is the verb haber before a participle: "nunca he estado"; "e" is "y" before an i- sound.',
    // "Yo nunca e estado en Japón": "e" as "and" comes only before an i- or hi- word.
    at: (ctx, i) => {
      const next = ctx.word(i + 1);
      if (ctx.word(i) !== 'e' || !ctx.joined(i) || /^h?[ií]/.test(next)) return undefined;
      const participle = /(ado|ido)$/.test(next) && spanishVerbs().read(next).length === 0 && spanishVerbs().forms(next.replace(/(ado|ido)$/, (m) => (m === 'ado' ? 'ar' : 'er'))) !== undefined;
      const participleIr = /ido$/.test(next) && spanishVerbs().forms(next.replace(/ido$/, 'ir')) !== undefined;
      const irregular = /^(hecho|dicho|visto|puesto|escrito|vuelto|abierto|roto|muerto|resuelto|descubierto)$/.test(next);
      return participle || participleIr || irregular ? { from: i, to: i, replacements: ['he'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/pluperfect-after-past',
    name: 'Pluperfect before a past moment',
    message: 'Something finished before a past moment takes the pluperfect: "cuando llegué, ya había comido".',
    // "Cuando llegué a casa, mi perro ya ha comido": a clause with "cuando" and a preterite sets a past
    // moment, and "ya" + haber in the present before it is "había".
    at: (ctx, i) => {
      const fix = ({ he: 'había', has: 'habías', ha: 'había', hemos: 'habíamos', habéis: 'habíais', han: 'habían' } as Record<string, string>)[ctx.word(i)];
      if (!fix || ctx.word(i - 1) !== 'ya' || !ctx.joinedRun(i - 1, i + 1) || !/(ado|ido|to|cho)$/.test(ctx.word(i + 1))) return undefined;
      let c = -1;
      for (let k = i - 2; k >= 0; k--) {
        if (/[.!?;]/.test(ctx.gapAfter(k))) break;
        if (ctx.word(k) === 'cuando') c = k;
      }
      if (c < 0) return undefined;
      const pastMoment = ctx.tokens.slice(c + 1, i - 1).some((t) => spanishVerbs().read(t.lower).some((r) => r.tense === 2) && spanishVerbs().read(t.lower).every((r) => r.tense === 2));
      return pastMoment ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/sobre-todo',
    name: 'sobre todo',
    message: '"sobre todo" (above all) is two words; "el sobretodo" is an overcoat.',
    at: (ctx, i) =>
      ctx.word(i) === 'sobretodo' && !/^(el|un|mi|tu|su|este|ese|aquel|del|al|nuevo|viejo)$/.test(ctx.word(i - 1)) ? { from: i, to: i, replacements: ['sobre todo'] } : undefined,
  }),
  defineRule({
    id: 'es/como-indirect-question',
    name: 'cómo in an indirect question',
    message: 'An indirect question keeps the accent: "quiero saber cómo estás", "no sé cómo hacerlo".',
    // "sabe como a pollo" (tastes like) is left alone: a verb must follow "como".
    at: (ctx, i) => {
      if (ctx.word(i) !== 'como' || !ctx.joinedRun(i - 1, i + 1) || !ASKING_VERBS.test(ctx.word(i - 1))) return undefined;
      let v = i + 1;
      while (/^(me|te|se|lo|la|le|les|los|las|nos|os)$/.test(ctx.word(v)) && ctx.joined(v)) v++;
      const verb = ctx.word(v);
      const finite = spanishVerbs().read(verb).length > 0 || /(ar|er|ir)(lo|la|le|se|me|te)?$/.test(verb);
      return finite && !/^(un|una|el|la|a)$/.test(verb) ? { from: i, to: i, replacements: ['cómo'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/indirect-question-after-saber',
    name: 'cuándo, dónde after "quiero saber"',
    message: 'An indirect question keeps the accent: "quisiera saber cuándo tengo que ir", "necesito saber dónde está".',
    // "Quisiera saber cuando tengo que presentarme": "saber" or "preguntar" wanted or needed, then a verb or a pronoun and verb.
    at: (ctx, i) => {
      const fix = ({ cuando: 'cuándo', donde: 'dónde' } as Record<string, string>)[ctx.word(i)];
      if (!fix) return undefined;
      const wanted = /^(saber|preguntar|preguntarle|preguntarte|preguntarles)$/.test(ctx.word(i - 1)) && ctx.joinedRun(i - 2, i + 1)
        && /^(quiero|quisiera|quería|queremos|queríamos|quisiéramos|necesito|necesitamos|gustaría|podría|podrías|puede|puedes|pueden)$/.test(ctx.word(i - 2));
      // "¿Sabes cuando empieza el partido?", "No sé donde vive": a finite "saber" asked about or denied (not "Lo sabes
      // cuando lo ves", a time clause).
      let start = i - 1;
      while (start > 0 && !ctx.startsSentence(start)) start--;
      const asked = /^(sabes|sabe|sabéis|saben)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) && /¿\s*$/.test(ctx.gapBefore(start)) && start >= i - 2 && !/^(lo|la|los|las)$/.test(ctx.word(i - 2));
      const denied = /^(sé|sabe|sabes|sabemos|saben|sabía|sabíamos|sabían)$/.test(ctx.word(i - 1)) && ctx.word(i - 2) === 'no' && ctx.joinedRun(i - 2, i);
      if (!wanted && !asked && !denied) return undefined;
      let v = i + 1;
      while (/^(me|te|se|lo|la|le|les|los|las|nos|os|no)$/.test(ctx.word(v)) && ctx.joined(v)) v++;
      const verb = ctx.word(v);
      return isOnlyVerb(verb) && ctx.joinedRun(i, v) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/cuando-statement',
    name: 'cuando without a question',
    message: 'Without a question, "cuando" has no accent: "Cuando llegues, llámame".',
    // "Cuándo llegues a casa, mándame un mensaje": a sentence opening with "cuándo" but no "¿" or "?", its clause closed by a comma.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'cuándo' || !ctx.startsSentence(i) || /¿\s*$/.test(ctx.gapBefore(i))) return undefined;
      let k = i;
      while (k < ctx.tokens.length - 1 && !/[,.!?]/.test(ctx.gapAfter(k))) k++;
      const rest = ctx.text.slice(ctx.tokens[i]!.end);
      const sentenceEnd = rest.search(/[.!?]/);
      if (!/,/.test(ctx.gapAfter(k)) || (sentenceEnd >= 0 && rest[sentenceEnd] === '?')) return undefined;
      return { from: i, to: i, replacements: ['cuando'] };
    },
  }),
  defineRule({
    id: 'es/alegrarse-de-que',
    name: 'alegrarse de que',
    message: 'One is glad "de que": "me alegro de que te guste".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'que' || !ctx.joined(i - 1)) return undefined;
      const k = /^(mucho|muchísimo|tanto)$/.test(ctx.word(i - 1)) ? i - 2 : i - 1;
      // The pronoun must be the verb's own person ("me alegro", "se alegra"): "me alegra que…" is
      // "it pleases me that…", with no "de".
      const pronoun = REFLEXIVE_OF_ALEGRAR[ctx.word(k)];
      if (!pronoun || ctx.word(k - 1) !== pronoun || !ctx.joinedRun(k - 1, i)) return undefined;
      return { from: i, to: i, replacements: ['de que'] };
    },
  }),
  defineRule({
    id: 'es/nadie-singular',
    name: 'nadie takes a singular verb',
    message: '"nadie" is singular: "nadie lo entendió".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'nadie' || !(ctx.startsSentence(i) || /^(pero|y|que|porque|aunque|casi|si)$/.test(ctx.word(i - 1)) || /,/.test(ctx.gapBefore(i)))) return undefined;
      let v = i + 1;
      while (/^(me|te|se|lo|la|le|les|los|las|nos|os|más)$/.test(ctx.word(v)) && ctx.joined(v - 1)) v++;
      if (!ctx.joinedRun(i, v)) return undefined;
      const fix = spanishVerbs().read(ctx.word(v)).every((r) => r.person === 5) ? spanishVerbs().fixPerson(ctx.word(v), [2]) : undefined;
      return fix ? { from: v, to: v, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/vaya-valla',
    name: 'vaya (ir), not valla (a fence)',
    message: '"vaya" is the subjunctive of "ir" ("que te vaya bien"); "valla" is a fence.',
    // "Espero que te valla bien": "valla" after "que", an object pronoun or "no", with no article, is the verb.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'valla' || !ctx.joined(i - 1) || !/^(que|te|me|le|nos|os|les|se|no|ya|ojalá)$/.test(ctx.word(i - 1))) return undefined;
      return { from: i, to: i, replacements: ['vaya'] };
    },
  }),
  defineRule({
    id: 'es/ahi-not-hay',
    name: 'ahí (there), not hay',
    message: '"ahí" (there) is the place; "hay" (there is) cannot follow a definite noun phrase: "deja las llaves ahí".',
    // "Deja las llaves hay, encima de la mesa": a definite noun phrase, then "hay" closing the clause.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'hay' || !ctx.endsClause(i) || !ctx.joined(i - 1)) return undefined;
      const noun = ctx.word(i - 1);
      const definite = (DEFINITE_PLURAL.test(ctx.word(i - 2)) || DEFINITE_SINGULAR.test(ctx.word(i - 2))) && ctx.joined(i - 2);
      return definite && (findNoun(noun) || readGenderedForm(noun)) ? { from: i, to: i, replacements: ['ahí'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/depender-de',
    name: 'depender de',
    message: '"depender" takes "de": "todo depende de lo que diga".',
    at: (ctx, i) => {
      const lemma = spanishVerbs().read(ctx.word(i)).find((r) => r.lemma === 'depender');
      return (lemma || ctx.word(i) === 'depender') && ctx.word(i + 1) === 'en' && ctx.joined(i) ? { from: i + 1, to: i + 1, replacements: ['de'] } : undefined;
    },
  }),
  definePhraseRule({
    id: 'es/al-contraction',
    name: 'al',
    message: '"a el" contracts to "al".',
    phrases: { 'a el': 'al' },
    // "a él" (the pronoun) does not contract; nor does a name such as "El Salvador".
    // "a el antes del viernes": before a word that shows no noun follows (es/el-pronoun-preposition) it is "a él".
    unless: (ctx, _from, to) => ctx.endsClause(to) || ctx.tokens[to]!.text === 'El' || (ctx.joined(to) && PRONOUN_FOLLOWERS.has(ctx.word(to + 1))),
  }),
  definePhraseRule({
    id: 'es/del-contraction',
    name: 'del',
    message: '"de el" contracts to "del".',
    phrases: { 'de el': 'del' },
    unless: (ctx, _from, to) => ctx.endsClause(to) || ctx.tokens[to]!.text === 'El' || (ctx.joined(to) && PRONOUN_FOLLOWERS.has(ctx.word(to + 1))),
  }),
  defineRule({
    id: 'es/tu-pronoun',
    name: 'tú or tu',
    message: '"tú" (you) takes an accent; "tu" (your) comes before a noun.',
    at: (ctx, i) => (ctx.word(i) === 'tu' && SECOND_PERSON_VERBS.has(ctx.word(i + 1)) && ctx.joined(i) ? { from: i, to: i, replacements: ['tú'] } : undefined),
  }),
  defineRule({
    id: 'es/tu-possessive',
    name: 'tu or tú',
    message: '"tu" (your) before a noun has no accent.',
    at: (ctx, i) => (ctx.word(i) === 'tú' && findNoun(ctx.word(i + 1)) && ctx.joined(i) ? { from: i, to: i, replacements: ['tu'] } : undefined),
  }),
  defineRule({
    id: 'es/el-pronoun-verb',
    name: 'él or el',
    message: '"él" (he) takes an accent; "el" (the) comes before a noun.',
    at: (ctx, i) => (ctx.word(i) === 'el' && THIRD_PERSON_VERBS.has(ctx.word(i + 1)) && ctx.joined(i) ? { from: i, to: i, replacements: ['él'] } : undefined),
  }),
  defineRule({
    id: 'es/el-pronoun-preposition',
    name: 'él after a preposition',
    message: 'After a preposition, "él" (him) takes an accent: "para él".',
    // "con el ayer", "para el también": an adverb after it shows no noun follows. "con el y con su novia": nor does
    // "y", "o", "ni" (an article has its noun first), unless an article follows them ("para el o la estudiante").
    at: (ctx, i) =>
      ctx.word(i) === 'el' && PREPOSITIONS.has(ctx.word(i - 1)) && ctx.joined(i - 1) && (ctx.endsClause(i) || (ctx.joined(i) && (PRONOUN_FOLLOWERS.has(ctx.word(i + 1)) || joinsAnotherPhrase(ctx, i + 1))))
        ? { from: i, to: i, replacements: ['él'] }
        : undefined,
  }),
  defineRule({
    id: 'es/mas-accent',
    name: 'más or mas',
    message: '"más" (more) takes an accent; "mas" without it means but.',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'mas') return undefined;
      const next = ctx.joined(i) ? ctx.word(i + 1) : '';
      const prev = ctx.joined(i - 1) ? ctx.word(i - 1) : '';
      // "ha marcado mas goles que…": a word that is no verb, then "que" or "de", compares ("más goles que").
      const comparedNoun = next !== '' && ctx.joined(i + 1) && /^(que|de)$/.test(ctx.word(i + 2)) && /^\p{Ll}+s$/u.test(next) && spanishVerbs().read(next).length === 0;
      // "habla mas despacio (que…)": before an adverb of manner, time or place in mid-clause it compares too.
      const comparedAdverb = prev !== '' && COMPARED_ADVERBS.has(next);
      const comparative = ['que', 'de', 'o', 'bien', 'tarde', 'grande', 'importante', 'fácil', 'difícil'].includes(next) || readAdjective(next) !== undefined || comparedNoun || comparedAdverb;
      // "tienen mas dinero", "necesitamos mas sillas": before a noun in mid-clause it is "more"; "but" follows a comma.
      const beforeNoun = findNoun(next) !== undefined && prev !== '' && !['y', 'o', 'pero'].includes(prev);
      const after = ['lo', 'los', 'la', 'las', 'el', 'es', 'son', 'poco', 'algo', 'nada', 'mucho', 'qué', 'vez', 'nadie'].includes(prev);
      // "diez minutos mas, por favor", "quiero mas.": "but" always opens a clause, so it never ends one.
      const closing = ctx.endsClause(i) && i > 0 && !ctx.startsSentence(i);
      return comparative || after || beforeNoun || closing ? { from: i, to: i, replacements: ['más'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/si-accent',
    name: 'sí or si',
    message: '"sí" (yes) takes an accent; "si" (if) starts a condition.',
    confidence: 0.7,
    at: (ctx, i) => (ctx.word(i) === 'si' && /^\s*[.,!?;]/.test(ctx.gapAfter(i)) ? { from: i, to: i, replacements: ['sí'] } : undefined),
  }),
  defineRule({
    id: 'es/esta-accent',
    name: 'está or esta',
    message: '"está" (is) takes an accent; "esta" (this) comes before a noun.',
    at: (ctx, i) => {
      const next = ctx.word(i + 1);
      // "¿dónde esta la parada?": right after "dónde" or "cómo" the verb is asked for, not a demonstrative.
      // Not before a noun: "¿cómo esta casa puede costar tanto?" has the demonstrative.
      const afterQuestion = /^(dónde|adónde|cómo)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) && !findNoun(next) && !readGenderedForm(next);
      // "Esta lista de la compra": the noun "lista" with its complement is no state.
      const listNoun = next === 'lista' && ctx.word(i + 2) === 'de';
      const predicate = afterQuestion || (/^(bien|mal|aquí|allí|ahí|allá|en|muy|lejos|cerca|claro|listo|lista|cansado|cansada|contento|contenta|enfermo|enferma)$/.test(next) && !listNoun) || /(ando|iendo)$/.test(next);
      return ctx.word(i) === 'esta' && ctx.joined(i) && predicate ? { from: i, to: i, replacements: ['está'] } : undefined;
    },
  }),
  definePhraseRule({
    id: 'es/a-ver',
    name: 'a ver or haber',
    message: '"a ver" (let\'s see) is two words; "haber" is a verb.',
    phrases: { 'haber si': 'a ver si', 'haber qué': 'a ver qué', 'haber cómo': 'a ver cómo', 'vamos haber': 'vamos a ver' },
    unless: (ctx, from) => /^(a|va|puede|debe|tiene|podría|debería|suele)$/.test(ctx.word(from - 1)),
  }),
  defineRule({
    id: 'es/hecho-echo',
    name: 'hecho or echo',
    message: 'The participle of "hacer" is "hecho", with h.',
    at: (ctx, i) => (ctx.word(i) === 'echo' && /^(he|has|ha|hemos|habéis|han|había|habías|habían|haya)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) ? { from: i, to: i, replacements: ['hecho'] } : undefined),
  }),
  defineRule({
    id: 'es/que-indirect-question',
    name: 'qué in indirect questions',
    message: 'An indirect question asks "qué": "no sé qué quieres hacer".',
    // "No sé que quieres": after "no saber" or "preguntarse", "que" before a wish, a doing or a happening is the question
    // word; "sé que quieres venir" (I know that…) and "no sé que sea verdad" (a subjunctive) keep "que".
    at: (ctx, i) => {
      if (ctx.word(i) !== 'que' || !ctx.joinedRun(i - 2, i + 1)) return undefined;
      const negated = ctx.word(i - 2) === 'no' && /^(sé|sabe|sabes|sabemos|saben|sabía|sabías|sabían|entiendo|entiende|recuerdo)$/.test(ctx.word(i - 1));
      const wondering = ctx.word(i - 2) === 'me' && /^(pregunto|preguntaba)$/.test(ctx.word(i - 1));
      if (!negated && !wondering) return undefined;
      // Meanings ("que significa", "que quieres decir") and infinitives ("que hacer") are es/indirect-question-accent's.
      if (!/^(quieres|quiere|quieren|queréis|queremos|hay|pasa|pasó|pasará|ocurre|ocurrió|piensas|piensa|opinas|opina|haces|hace|hacen|dices|dice|buscas|busca|necesitas|necesita)$/.test(ctx.word(i + 1)) || ctx.word(i + 2) === 'decir') return undefined;
      return { from: i, to: i, replacements: ['qué'] };
    },
  }),
  defineRule({
    id: 'es/por-que-question',
    name: 'por qué in questions',
    message: 'A question asks "¿por qué…?" (two words, accent); "porque" answers it.',
    at: (ctx, i) => {
      if (ctx.word(i) === 'porque' && opensQuestion(ctx, i)) return { from: i, to: i, replacements: ['por qué'] };
      if (ctx.word(i) === 'por' && ctx.word(i + 1) === 'que' && ctx.joined(i) && opensQuestion(ctx, i)) return { from: i, to: i + 1, replacements: ['por qué'] };
      return undefined;
    },
  }),
  defineRule({
    id: 'es/porque-cause',
    name: 'porque (because)',
    message: 'A cause is given by "porque", one word: "no puedo ir porque tengo turno".',
    // "no puedo quedar por que tengo turno": "por que" after a verb, not in a question, before a verb, a pronoun or
    // "no"; not after a verb that takes "por" ("lucho por que…", "se preocupa por que…") nor a noun ("la razón por que").
    at: (ctx, i) => {
      if (ctx.word(i) !== 'por' || ctx.word(i + 1) !== 'que' || !ctx.joinedRun(i - 1, i + 2) || opensQuestion(ctx, i) || /[¿?]/.test(ctx.text)) return undefined;
      const previous = ctx.word(i - 1);
      // A finite form or an infinitive ("no puedo quedar por que…").
      const lemmas = spanishVerbs().forms(previous) ? [previous] : spanishVerbs().read(previous).map((r) => r.lemma);
      if (lemmas.length === 0 || findNoun(previous) || lemmas.some((lemma) => TAKES_POR.test(lemma))) return undefined;
      const next = ctx.word(i + 2);
      const clause = /^(no|yo|tú|él|ella|nosotros|nosotras|ellos|ellas|usted|ustedes|me|te|se|nos|le|les|lo|la|ya)$/.test(next) || spanishVerbs().read(next).length > 0;
      return clause ? { from: i, to: i + 1, replacements: ['porque'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/exclamative-que',
    name: 'qué in exclamations',
    message: 'An exclamation "¡Qué …!" takes an accent: "¡Qué bonito día!".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'que' || !/¡\s*$/.test(ctx.gapBefore(i)) || !ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      // "¡Que te vaya bien!" is a wish (a verb follows): no accent.
      const describes = readAdjective(next) !== undefined || findNoun(next) !== undefined || /^(bien|mal|lástima|pena|suerte|horror|asco|rico|rica|guay|bueno|buena)$/.test(next);
      return describes ? { from: i, to: i, replacements: ['qué'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/indirect-question-accent',
    name: 'dónde after sé',
    message: 'An indirect question keeps the accent: "No sé dónde está".',
    at: (ctx, i) => {
      // "No entiendo porque …": not understanding the reason.
      if (ctx.word(i) === 'porque' && /^(entiendo|entiendes|entendemos|comprendo|comprendemos)$/.test(ctx.word(i - 1)) && ctx.word(i - 2) === 'no' && ctx.joinedRun(i - 2, i)) return { from: i, to: i, replacements: ['por qué'] };
      // "No entiendo que quiere decir", "no sé que significa": asking what something means needs its object, the question word.
      const notKnowing = /^(entiendo|entiendes|entiende|entendemos|entienden|comprendo|comprendes|comprende|sé|sabes|sabe|sabemos|saben)$/.test(ctx.word(i - 1)) && ctx.word(i - 2) === 'no';
      const meaning = /^(significa|significan|significaba)$/.test(ctx.word(i + 1)) || (/^(quiere|quieres|quieren|quería|querías|querían|quiso)$/.test(ctx.word(i + 1)) && ctx.word(i + 2) === 'decir');
      if (ctx.word(i) === 'que' && notKnowing && meaning && ctx.joinedRun(i - 2, i + 1)) return { from: i, to: i, replacements: ['qué'] };
      const telling = /^(decir|decirme|decirnos|decirle|dime|dígame|díganme|explicarme|explícame|explíqueme|preguntarle)$/.test(ctx.word(i - 1));
      if ((!/^(sé|se|sabes|sabe|sabemos|saben|pregunto|preguntó|idea)$/.test(ctx.word(i - 1)) && !telling) || !ctx.joined(i - 1)) return undefined;
      if (ctx.word(i) === 'donde' && !telling) return { from: i, to: i, replacements: ['dónde'] };
      // "No sé porque…", "me pregunto porque…": the reason asked about is "por qué".
      if (ctx.word(i) === 'porque' && /^(sé|pregunto|preguntó)$/.test(ctx.word(i - 1)) && (ctx.word(i - 2) === 'no' || /^(me|se)$/.test(ctx.word(i - 2)))) return { from: i, to: i, replacements: ['por qué'] };
      const isInfinitive = (word: string) => /^\p{L}+(ar|er|ir|ír)$/u.test(word) && spanishVerbs().forms(word) !== undefined;
      // "No sé que hacer": "que" before an infinitive is the question word "qué".
      if (ctx.word(i) === 'que' && ctx.joined(i) && isInfinitive(ctx.word(i + 1)) && !telling) return { from: i, to: i, replacements: ['qué'] };
      // "¿Puede decirme que tenemos que hacer para el lunes?": "tener que" + an infinitive left with no
      // object (the clause ends, or a time or purpose follows) asks what; "dice que tenemos que hacer los deberes" has one.
      // Only verbs that need their object ("dime que tienes que trabajar" is "that": trabajar needs none).
      const obligation = /^(tengo|tienes|tiene|tenemos|tenéis|tienen|hay)$/.test(ctx.word(i + 1)) && ctx.word(i + 2) === 'que' && OBJECT_VERBS.has(ctx.word(i + 3));
      const noObject = ctx.endsClause(i + 3) || /^(para|por|antes|después|hoy|mañana|ahora|primero|luego)$/.test(ctx.word(i + 4));
      return ctx.word(i) === 'que' && obligation && noObject && ctx.joinedRun(i, i + 3) ? { from: i, to: i, replacements: ['qué'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/interrogative-accent',
    name: 'Accent on question words',
    message: 'Question words take an accent: "¿qué?", "¿cómo?", "¿dónde?".',
    at: (ctx, i) => {
      const fix = ACCENTED_INTERROGATIVES[ctx.word(i)];
      return fix && opensQuestion(ctx, i) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/se-saber',
    name: 'sé or se',
    message: '"sé" (I know) takes an accent; "se" is a pronoun.',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'se' || (!ctx.joined(i - 1) && !ctx.startsSentence(i))) return undefined;
      // "No se dónde está": before a question word "se" cannot be the pronoun (no verb follows).
      const beforeQuestion = ctx.joined(i) && /^(dónde|donde|cuándo|quién|quien|si|qué|cuál|cuánto|cuántos)$/.test(ctx.word(i + 1));
      // "pero se que es difícil": a pronoun "se" never stands before the conjunction "que".
      const beforeQue = ctx.joined(i) && ctx.word(i + 1) === 'que';
      // "Yo no se nada": after "yo no" a pronoun "se" could only stand for "le" before lo/la/los/las ("Yo no se lo dije").
      const afterYoNo = ctx.word(i - 1) === 'no' && ctx.word(i - 2) === 'yo' && ctx.joinedRun(i - 2, i) && !/^l[oa]s?$/.test(ctx.word(i + 1));
      const iKnow = beforeQue || afterYoNo || ctx.word(i - 1) === 'yo' || (ctx.word(i - 1) === 'no' && (ctx.endsClause(i) || beforeQuestion)) || (ctx.startsSentence(i) && beforeQuestion && ctx.word(i + 1) !== 'si');
      return iKnow ? { from: i, to: i, replacements: ['sé'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/mi-pronoun',
    name: 'mí or mi',
    message: 'After a preposition, "mí" (me) takes an accent: "para mí".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'mi' || !PREPOSITIONS.has(ctx.word(i - 1)) || !ctx.joined(i - 1)) return undefined;
      const alone = ctx.endsClause(i) || (ctx.joined(i) && /^(me|mismo|misma)$/.test(ctx.word(i + 1)));
      return alone ? { from: i, to: i, replacements: ['mí'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/a-before-infinitive',
    name: 'a or ha',
    message: 'Before an infinitive the preposition is "a" ("voy a comer"); "ha" is a form of haber.',
    at: (ctx, i) => {
      const next = ctx.word(i + 1);
      return ctx.word(i) === 'ha' && ctx.joined(i) && /^(\p{L}+(ar|er|ir)|ir)$/u.test(next) && !/^(lugar|ayer|mujer|hogar)$/.test(next) ? { from: i, to: i, replacements: ['a'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/ha-before-participle',
    name: 'ha or a',
    message: 'Before a participle the verb is "ha" ("se ha ido"); "a" is a preposition.',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'a' || !isParticiple(ctx.word(i + 1)) || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      if (/^(lo|la|le|se|me|te|nos|él|ella|usted|ya|no|nunca|siempre)$/.test(ctx.word(i - 1))) return { from: i, to: i, replacements: ['ha'] };
      // "El paciente a dormido bien": a sentence-opening singular noun phrase as the subject, then a verb's
      // participle ("dormido" of dormir); "el olor a quemado", "el pollo a la plancha" name a kind and stay.
      const participle = ctx.word(i + 1);
      const verb = ['ar', 'er', 'ir'].some((end) => spanishVerbs().forms(participle.replace(/(ado|ido)$/, end)) !== undefined);
      // A noun the lexicon knows, or a plain singular word that is no verb form ("paciente").
      const head = ctx.word(i - 1);
      const noun = findNoun(head);
      const singular = noun ? !noun.plural : /^\p{Ll}+[^s]$/u.test(ctx.tokens[i - 1]!.text) && spanishVerbs().read(head).length === 0;
      const subject = /^(el|la|mi|tu|su|este|esta|ese|esa|nuestro|nuestra)$/.test(ctx.word(i - 2)) && ctx.startsSentence(i - 2) && ctx.joined(i - 2) && singular;
      if (!verb || !subject || /^(olor|sabor|aroma|gusto|tufo|pollo|pescado|carne)$/.test(ctx.word(i - 1))) return undefined;
      return { from: i, to: i, replacements: ['ha'] };
    },
  }),
  agreementRule('es/ser-estar-agreement', 'Subject–verb agreement (ser, estar)', ['ser', 'estar']),
  agreementRule('es/verb-agreement', 'Subject–verb agreement', ['tener', 'ir', 'poder', 'querer', 'hacer', 'haber']),
  definePhraseRule({
    id: 'es/irregular-participle',
    name: 'Irregular participles',
    message: 'This verb has an irregular participle: "escrito", "hecho", "abierto".',
    phrases: Object.fromEntries(
      ['he', 'has', 'ha', 'hemos', 'habéis', 'han', 'había', 'habías', 'habíamos', 'habían', 'haya', 'hayas', 'hayan', 'habrá', 'haber'].flatMap((aux) =>
        Object.entries(IRREGULAR_PARTICIPLE_OF).map(([wrong, right]) => [`${aux} ${wrong}`, `${aux} ${right}`] as const),
      ),
    ),
  }),
  defineRule({
    id: 'es/irregular-participle-agreeing',
    name: 'Irregular participles as adjectives',
    message: 'This verb has an irregular participle, in every gender and number: "la caja llegó rota", "las cartas escritas".',
    // "la caja llegó rompida", "las puertas están abridas": a regular ending that no Spanish word has, on an irregular verb.
    at: (ctx, i) => {
      const fix = INFLECTED_IRREGULAR_PARTICIPLE[ctx.word(i)];
      return fix ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/impersonal-haber',
    name: 'Impersonal haber',
    message: '"haber" meaning "there is/are" stays singular: "había muchas personas".',
    at: (ctx, i) => {
      // "Mañana van a haber muchos inversores", "pueden haber problemas", "han habido quejas": in a verb chain it is
      // the finite verb before "haber"/"habido" that stays singular.
      const chain = readImpersonalChain(ctx, i);
      const fix = chain?.fix ?? IMPERSONAL_HABER[ctx.word(i)];
      const at = chain?.at ?? i;
      if (!fix || !ctx.joined(i)) return undefined;
      // "Hubieron problemas": a bare plural noun, not a participle ("habían comido" is the pluperfect).
      const next = ctx.word(i + 1);
      const bareNoun = findNoun(next)?.plural === true || (/^\p{Ll}+s$/u.test(next) && !isParticiple(next) && spanishVerbs().read(next).length === 0 && !/^(más|menos|tres|seis|mis|tus|sus|los|las|unos|unas|estos|estas|esos|esas)$/.test(next));
      // "habían más de cincuenta personas": a comparison of amount is a quantity too.
      const amount = /^(más|menos)$/.test(next) && ctx.word(i + 2) === 'de' && ctx.joined(i + 1);
      return QUANTIFIERS.test(next) || bareNoun || amount ? { from: at, to: at, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/preterite-s',
    name: 'Past tense without -s',
    message: 'The "tú" form of the preterite has no final -s: "fuiste", "dijiste".',
    at: (ctx, i) => {
      const fix = PRETERITE_WITH_S[ctx.word(i)];
      return fix ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/dequeismo',
    name: 'que without de',
    message: 'These verbs take "que" directly: "pienso que", not "pienso de que".',
    at: (ctx, i) =>
      /^(pienso|piensa|pensamos|creo|cree|creemos|opino|opina|considero|considera|dijo|digo|dije|parece|supongo|imagino)$/.test(ctx.word(i)) && ctx.word(i + 1) === 'de' && ctx.word(i + 2) === 'que' && ctx.joinedRun(i, i + 2)
        ? { from: i + 1, to: i + 2, replacements: ['que'] }
        : undefined,
  }),
  definePhraseRule({
    id: 'es/queismo',
    name: 'de que',
    message: 'This expression needs "de" before "que": "me acuerdo de que".',
    phrases: {
      'me acuerdo que': 'me acuerdo de que', 'te acuerdas que': 'te acuerdas de que', 'estoy seguro que': 'estoy seguro de que', 'estoy segura que': 'estoy segura de que',
      'me alegro que': 'me alegro de que', 'me di cuenta que': 'me di cuenta de que', 'a pesar que': 'a pesar de que',
    },
  }),
  defineRule({
    id: 'es/e-u-conjunction',
    name: 'e for y, u for o',
    message: '"y" becomes "e" before a word starting with the sound i ("padres e hijos"); "o" becomes "u" before the sound o ("siete u ocho").',
    at: (ctx, i) => {
      const next = ctx.word(i + 1);
      if (!ctx.joined(i)) return undefined;
      // "y hielo", "y hierro": hi + vowel is no i sound; "y" before a capital (Ignacio) changes too.
      if (ctx.word(i) === 'y' && /^(i|í|hi|hí)/.test(next) && !/^hi[aeouáéóú]/.test(next)) return { from: i, to: i, replacements: ['e'] };
      if (ctx.word(i) === 'o' && /^(o|ó|ho|hó)/.test(next)) return { from: i, to: i, replacements: ['u'] };
      return undefined;
    },
  }),
  definePhraseRule({ id: 'es/haya', name: 'haya', message: 'The subjunctive of "haber" is "haya": "haiga" is a popular form not accepted in writing.', phrases: { haiga: 'haya', haigas: 'hayas', haigan: 'hayan', haigamos: 'hayamos' } }),
  defineRule({
    id: 'es/sino',
    name: 'sino',
    message: 'After a negation, "but rather" is "sino" in one word: "no es rojo, sino azul".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'si' || ctx.word(i + 1) !== 'no' || !ctx.joined(i)) return undefined;
      // A negation earlier in the sentence, and no verb after "si no" ("si no vienes" is a condition).
      let negated = false;
      for (let k = i - 1; k >= 0 && !/[.!?]/.test(ctx.gapAfter(k)); k--) if (/^(no|nunca|tampoco)$/.test(ctx.word(k))) negated = true;
      const next = ctx.word(i + 2);
      const notVerb = /^(que|el|la|los|las|un|una|también|solo|en|de|a|por|para|con)$/.test(next) || ((findNoun(next) !== undefined || readAdjective(next) !== undefined || readSameGenderAdjective(next) !== undefined) && spanishVerbs().read(next).length === 0);
      return negated && notVerb && !ctx.endsClause(i + 1) ? { from: i, to: i + 1, replacements: ['sino'] } : undefined;
    },
  }),
  definePhraseRule({ id: 'es/mas-mejor', name: 'mejor, peor', message: '"mejor" and "peor" are already comparatives: no "más".', phrases: { 'más mejor': 'mejor', 'más peor': 'peor', 'mas mejor': 'mejor', 'mas peor': 'peor' } }),
  definePhraseRule({
    id: 'es/vez',
    name: 'vez',
    message: '"vez" (time, occasion) is written with z; "ves" is a form of "ver".',
    phrases: { 'a la ves': 'a la vez', 'tal ves': 'tal vez', 'otra ves': 'otra vez', 'una ves': 'una vez', 'cada ves': 'cada vez' },
  }),
  definePhraseRule({
    id: 'es/hasta',
    name: 'hasta',
    message: '"hasta" (until) is written with h; "asta" is a pole or horn.',
    phrases: { 'asta luego': 'hasta luego', 'asta mañana': 'hasta mañana', 'asta que': 'hasta que', 'asta pronto': 'hasta pronto' },
  }),
  definePhraseRule({ id: 'es/alla', name: 'más allá', message: '"allá" (over there) is the adverb; "halla" is a form of "hallar".', phrases: { 'más halla': 'más allá', 'mas halla': 'más allá' } }),
  definePhraseRule({ id: 'es/ahi', name: 'ahí, hay, ay', message: '"ahí" (there) is the adverb; "hay" means there is.', phrases: { 'por hay': 'por ahí', 'hay está': 'ahí está', 'hay están': 'ahí están' } }),
  definePhraseRule({ id: 'es/gracias-por', name: 'gracias por', message: 'One thanks someone "por" something: "gracias por tu ayuda".', phrases: { 'gracias para': 'gracias por' } }),
  defineRule({
    id: 'es/personal-a',
    name: 'Personal "a"',
    message: 'A person as the direct object takes "a": "vi a mi abuela".',
    // "Ayer vi mi abuela", "Conozco tu hermano": a verb of seeing, knowing or calling, a possessive, a person.
    at: (ctx, i) => {
      // "No conozco nadie", "¿Viste alguien?": "nadie" and "alguien" are persons, after a verb of knowing,
      // seeing, calling, helping or visiting ("se ve" is impersonal, "ve", "ven" also mean go and come).
      if (/^(nadie|alguien)$/.test(ctx.word(i + 1)) && PERSONAL_A_VERBS.has(ctx.word(i)) && ctx.joined(i) && !/^(ve|ven|quiero|quiere|queremos|espero|esperé|echo|busco|buscamos)$/.test(ctx.word(i)) && ctx.word(i - 1) !== 'se') {
        return { from: i + 1, to: i + 1, replacements: [`a ${ctx.tokens[i + 1]!.text}`] };
      }
      // "Hoy ayudé la farmacéutica", "Conozco bien el dueño": a definite article before a person, after a verb
      // in the first or second person (so the noun cannot be its subject, as in "Me llamó la doctora").
      const d = /^(bien|mucho|ya|también)$/.test(ctx.word(i + 1)) ? i + 2 : i + 1;
      const article = ctx.word(d);
      if (/^(el|la|los|las)$/.test(article) && PERSONAL_A_VERBS.has(ctx.word(i)) && ctx.joinedRun(i, d + 1) && isPersonNoun(ctx.word(d + 1)) && !/^(quiero|quiere|queremos|busco|buscamos|echo|ve|ven)$/.test(ctx.word(i))) {
        const readings = spanishVerbs().read(ctx.word(i));
        if (readings.length === 0 || readings.some((r) => r.person === 2 || r.person === 5) || /^(se|me|te|nos|os|le|les|lo|la|los|las)$/.test(ctx.word(i - 1))) return undefined;
        return { from: d, to: d, replacements: [article === 'el' ? 'al' : `a ${ctx.tokens[d]!.text}`] };
      }
      // "Conocí Ana en el club": a first name (of the shared list of names whose bearer is a person) straight after a
      // verb of meeting, seeing, calling or helping in the first or second person; not after a pronoun ("Me llamo Juan").
      const name = ctx.tokens[i + 1]?.text ?? '';
      if (/^(conocí|conociste|conocimos|conozco|conoces|vi|viste|vimos|veo|llamé|llamaste|llamamos|llamo|ayudé|ayudaste|ayudamos|ayudo)$/.test(ctx.word(i)) && ctx.joined(i) && nameGender(name) !== undefined && !ctx.startsSentence(i + 1) && !/^(me|te|se|nos|os|lo|la|los|las|le|les)$/.test(ctx.word(i - 1))) {
        return { from: i + 1, to: i + 1, replacements: [`a ${name}`] };
      }
      // "Conozco muy bien tu hermano": an adverb of degree may stand between the verb and its object.
      const p = /^(bien|mucho|ya|también)$/.test(ctx.word(i + 1)) ? i + 2 : ctx.word(i + 1) === 'muy' && ctx.word(i + 2) === 'bien' ? i + 3 : i + 1;
      if (!PERSONAL_A_VERBS.has(ctx.word(i)) || !/^(mi|tu|su|nuestro|nuestra|mis|tus|sus|nuestros|nuestras)$/.test(ctx.word(p)) || !ctx.joinedRun(i, p + 1)) return undefined;
      if (!PERSON_NOUNS.test(ctx.word(p + 1))) return undefined;
      return { from: p, to: p, replacements: [`a ${ctx.tokens[p]!.text}`] };
    },
  }),
  defineRule({
    id: 'es/gustar-infinitive',
    name: 'gustar with an infinitive',
    message: 'With an infinitive, "gustar" is singular: "le gusta bailar".',
    at: (ctx, i) => {
      const singular = ({ gustan: 'gusta', encantan: 'encanta', interesan: 'interesa' } as Record<string, string>)[ctx.word(i)];
      const next = ctx.word(i + 1);
      // An infinitive, not a plural noun after it ("le gustan los libros").
      if (!singular || !ctx.joined(i) || !/^[a-záéíóúñ]+(ar|er|ir)$/.test(next) || findNoun(next)) return undefined;
      return { from: i, to: i, replacements: [singular] };
    },
  }),
  defineRule({
    id: 'es/yo-after-que',
    name: 'que yo, como yo',
    message: 'After a comparison the pronoun is the subject form: "más alta que yo", "como tú".',
    at: (ctx, i) => {
      const fix = ({ mí: 'yo', mi: 'yo', ti: 'tú' } as Record<string, string>)[ctx.word(i)];
      // "más experiencia que mi en la montaña": a preposition after it shows "mi" is no possessive (which needs a noun).
      const compared = ctx.tokens.slice(0, i).some((t) => /^(más|menos|tan|tanto|tanta|tantos|tantas|mejor|peor|mayor|menor|igual)$/.test(t.lower));
      const closes = ctx.endsClause(i) || (compared && /^(en|con|para|de|por|desde|hasta|también|tampoco)$/.test(ctx.word(i + 1)) && ctx.joined(i));
      return fix && /^(que|como)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) && closes ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/ti-after-preposition',
    name: 'ti after a preposition',
    message: 'After a preposition "you" is "ti" ("para ti"), or "contigo" after "con".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'tu' || !ctx.endsClause(i) || !ctx.joined(i - 1)) return undefined;
      const preposition = ctx.word(i - 1);
      if (preposition === 'con') return { from: i - 1, to: i, replacements: ['contigo'] };
      return /^(para|por|de|sin|a|en|sobre|hacia|contra)$/.test(preposition) ? { from: i, to: i, replacements: ['ti'] } : undefined;
    },
  }),
  definePhraseRule({
    id: 'es/en-transport',
    name: 'en autobús',
    message: 'A means of transport takes "en": "voy en autobús".',
    phrases: { 'por autobús': 'en autobús', 'por bus': 'en bus', 'por coche': 'en coche', 'por carro': 'en carro', 'por tren': 'en tren', 'por metro': 'en metro', 'por taxi': 'en taxi', 'por bicicleta': 'en bicicleta', 'por moto': 'en moto' },
  }),
  defineRule({
    id: 'es/hay-ay',
    name: 'hay or ay',
    message: '"hay" (there is) is the verb; "ay" is a cry of pain or surprise.',
    // "Ay una fiesta": a cry is followed by a comma or "!", never straight by an article or a quantity.
    at: (ctx, i) =>
      ctx.word(i) === 'ay' && ctx.joined(i) && /^(un|una|unos|unas|mucho|mucha|muchos|muchas|poco|poca|pocos|pocas|algún|alguna|algunos|algunas|varios|varias|dos|tres|que|más|menos|demasiado|demasiada|demasiados|demasiadas|tanto|tanta|tantos|tantas|\d+)$/.test(ctx.word(i + 1))
        ? { from: i, to: i, replacements: ['hay'] }
        : undefined,
  }),
  defineRule({
    id: 'es/el-pronoun',
    name: 'él or el',
    message: '"él" (he) takes an accent; "el" is the article.',
    // "El me dijo": an article never stands before an object pronoun.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'el' || !ctx.joined(i) || !/^(me|te|se|nos|os|le|les|lo|la|los|las)$/.test(ctx.word(i + 1))) return undefined;
      return { from: i, to: i, replacements: [ctx.tokens[i]!.text === 'El' ? 'Él' : 'él'] };
    },
  }),
  definePhraseRule({
    id: 'es/nunca-no',
    name: 'nunca before the verb, without no',
    message: 'Before the verb, "nunca", "jamás" and "tampoco" are negative on their own: "nunca he estado", or "no he estado nunca".',
    // "Nunca no he estado en México": the negative word already stands before the verb.
    phrases: { 'nunca no': 'nunca', 'jamás no': 'jamás', 'tampoco no': 'tampoco' },
    unless: (ctx, _from, to) => spanishVerbs().read(ctx.word(to + 1)).length === 0 && !/^(me|te|se|lo|la|le|nos|os|los|las|les)$/.test(ctx.word(to + 1)),
  }),
  defineRule({
    id: 'es/infinitive-subject',
    name: 'Infinitive as subject',
    message: 'An action as the subject is the infinitive: "Fumar es malo", not the gerund.',
    // "Fumando es malo para la salud": a gerund opening the sentence, then "es" + an adjective ("Estudiando es
    // como se aprende" is a cleft: no adjective follows).
    at: (ctx, i) => {
      const word = ctx.word(i);
      const stem = /^(\p{L}+?)(ando|iendo|yendo)$/u.exec(word);
      if (!stem || !ctx.startsSentence(i) || /¿\s*$/.test(ctx.gapBefore(i))) return undefined;
      const lemmas = stem[2] === 'ando' ? [`${stem[1]}ar`] : [`${stem[1]}er`, `${stem[1]}ir`];
      const lemma = lemmas.find((l) => spanishVerbs().forms(l));
      if (!lemma) return undefined;
      // The gerund may take a short object: "Comiendo fruta es sano" is passed over up to three words.
      for (let k = i + 1; k <= i + 4 && ctx.joined(k - 1); k++) {
        if (!/^(es|era|fue|será|sería)$/.test(ctx.word(k))) continue;
        const a = /^(muy|tan|bastante|realmente|algo)$/.test(ctx.word(k + 1)) ? k + 2 : k + 1;
        const adjective = ctx.word(a);
        if (!ctx.joinedRun(k, a) || !/^(malo|bueno|importante|necesario|difícil|fácil|peligroso|sano|saludable|divertido|aburrido|caro|barato|posible|imposible|esencial|fundamental|interesante|agradable|útil|inútil|relajante|cansado|complicado|perjudicial|beneficioso|normal|obligatorio|genial)$/.test(adjective)) return undefined;
        return { from: i, to: i, replacements: [lemma] };
      }
      return undefined;
    },
  }),
  defineRule({
    id: 'es/weekday-lower-case',
    name: 'Weekdays and months in lower case',
    message: 'Spanish writes the days of the week and the months in lower case: "el lunes", "en marzo".',
    // "Nos vemos el Lunes": after an article or a preposition of time, not at a sentence start; "Viernes Santo",
    // "Plaza de Mayo" and names ("Plácido Domingo") keep their capital.
    at: (ctx, i) => {
      const text = ctx.tokens[i]!.text;
      if (!/^\p{Lu}\p{Ll}+$/u.test(text) || ctx.startsSentence(i) || !ctx.joined(i - 1)) return undefined;
      const word = ctx.word(i);
      const before = ctx.word(i - 1);
      const weekday = /^(lunes|martes|miércoles|jueves|viernes|sábados?|domingos?)$/.test(word) && /^(el|los|este|cada|al|del|próximo|hasta|desde|pasado|otro)$/.test(before);
      const month = /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)$/.test(word) &&
        (/^(en|desde|hasta)$/.test(before) || (before === 'de' && (/^\d+$/.test(ctx.word(i - 2)) || /^(principios|finales|mediados|mes)$/.test(ctx.word(i - 2)))));
      if (!weekday && !month) return undefined;
      if (ctx.joined(i) && /^(Santo|Santa|Negro)$/.test(ctx.tokens[i + 1]?.text ?? '')) return undefined;
      // The word before goes into the finding, so the fix keeps the lower case (a lone word would be given its capital back).
      return { from: i - 1, to: i, replacements: [`${ctx.tokens[i - 1]!.text}${ctx.gapAfter(i - 1)}${word}`] };
    },
  }),
  defineRule({
    id: 'es/lo-que-opening',
    name: 'lo que at the start',
    message: 'What one likes most is "lo que": "Lo que más me gusta es…".',
    // "Que más me gusta de vivir aquí es la tranquilidad": a sentence opening "Que" + (más) + pronoun + a verb
    // like gustar, with a form of ser later: the clause is the subject and needs "lo".
    at: (ctx, i) => {
      if (ctx.tokens[i]!.text !== 'Que' || !ctx.startsSentence(i) || /[¿¡]\s*$/.test(ctx.gapBefore(i))) return undefined;
      let k = i + 1;
      if (/^(más|menos)$/.test(ctx.word(k))) k++;
      if (!/^(me|te|le|nos|os|les)$/.test(ctx.word(k)) || !/^(gusta|gustan|gustó|encanta|encantan|encantó|interesa|molesta|preocupa|importa|sorprende|sorprendió|falta|cuesta|duele)$/.test(ctx.word(k + 1)) || !ctx.joinedRun(i, k + 1)) return undefined;
      let end = k + 1;
      while (end < ctx.tokens.length - 1 && !/[.!?]/.test(ctx.gapAfter(end))) end++;
      if (/\?/.test(ctx.gapAfter(end))) return undefined;
      const ser = ctx.tokens.slice(k + 2, end + 1).some((t) => /^(es|son|fue|era|eran|será)$/.test(t.lower));
      return ser ? { from: i, to: i, replacements: ['Lo que'] } : undefined;
    },
  }),
];
