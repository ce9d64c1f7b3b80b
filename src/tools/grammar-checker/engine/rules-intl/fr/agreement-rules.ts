import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { lazily } from '../lexicon/read-lexicon';
import { type Person, VerbTable } from '../lexicon/verb-table';
import { defineSubjectVerbRule, type Subject } from '../subject-verb-rule';
import { ADJECTIVES, type Gender, inflectAdjective } from './lexicon';
import { readNounPhrase } from './noun-phrase-rules';

/** tables/fr-verbs.txt: present, imperfect, future, conditional, subjunctive; then the participle ms mp fs fp. */
export const frenchVerbs = lazily(() => new VerbTable('fr-verbs.txt', 4));
const PARTICIPLE_SLOT = 30;

const PRONOUNS: Record<string, Person[]> = { je: [0], tu: [1], il: [2], elle: [2], on: [2], nous: [3], vous: [4], ils: [5], elles: [5] };
const BETWEEN = new Set(['ne', 'me', 'te', 'se', 'le', 'la', 'les', 'lui', 'leur', 'y', 'en', 'nous', 'vous']);
const OPENERS = new Set(['que', 'et', 'mais', 'quand', 'si', 'lorsque', 'puis', 'comme', 'où', 'donc', 'car', 'parce']);

const PLURAL_DETERMINERS = new Set(['les', 'des', 'mes', 'tes', 'ses', 'nos', 'vos', 'leurs', 'ces', 'plusieurs', 'quelques']);
const SINGULAR_DETERMINERS = new Set(['le', 'la', 'un', 'une', 'mon', 'ma', 'ton', 'ta', 'son', 'sa', 'ce', 'cet', 'cette', 'notre', 'votre', 'leur', 'chaque']);

/**
 * A noun subject: "les élèves", "ma sœur", "la petite fille" at a clause start. A noun the lexicon
 * gives no gender (élève, livre: both exist) still tells its number: "les" + a word in -s or -x.
 */
function readFrenchNounSubject(ctx: RuleContext, i: number): Subject | undefined {
  const phrase = readNounPhrase(ctx, i);
  if (!phrase) {
    const det = ctx.word(i);
    const next = ctx.word(i + 1);
    if (!ctx.joined(i) || !ctx.joined(i + 1) || OPENERS.has(next) || ['qui', 'dont', 'quoi'].includes(next)) return undefined;
    if (PLURAL_DETERMINERS.has(det) && /[sx]$/.test(next) && !ADJECTIVES.has(next)) return { end: i + 1, persons: [5] };
    if (SINGULAR_DETERMINERS.has(det) && frenchVerbs().read(next).length === 0 && !ADJECTIVES.has(next) && /^\p{L}+$/u.test(next)) return { end: i + 1, persons: [2] };
    return undefined;
  }
  const end = Math.max(phrase.index, ...phrase.adjectives);
  const plural = phrase.plural ?? phrase.noun.plural;
  return { end, persons: [plural ? 5 : 2] };
}

/** Gender and number of a subject, where the words tell them (je, tu, nous, vous: number only). */
function readSubjectAgreement(ctx: RuleContext, i: number): { end: number; gender?: Gender; plural: boolean } | undefined {
  const pronoun = ({ il: ['m', false], elle: ['f', false], ils: ['m', true], elles: ['f', true], je: [undefined, false], tu: [undefined, false], nous: [undefined, true] } as const)[
    ctx.word(i) as 'il'
  ];
  if (pronoun) return { end: i, gender: pronoun[0], plural: pronoun[1] };
  const phrase = readNounPhrase(ctx, i);
  if (!phrase) return undefined;
  return { end: Math.max(phrase.index, ...phrase.adjectives), gender: phrase.noun.gender, plural: phrase.plural ?? phrase.noun.plural };
}

const ETRE = new Set(['suis', 'es', 'est', 'sommes', 'êtes', 'sont', 'étais', 'était', 'étions', 'étiez', 'étaient', 'serai', 'seras', 'sera', 'serons', 'serez', 'seront', 'serais', 'serait', 'seraient']);
const DEGREE = new Set(['très', 'trop', 'si', 'assez', 'plus', 'moins', 'bien', 'vraiment', 'tellement', 'aussi', 'toujours', 'déjà', 'pas', 'jamais', 'encore', 'tout']);

/** The participle or adjective form for a gender and number, when the word is one and its form is wrong. */
function agreeWord(word: string, gender: Gender | undefined, plural: boolean): string | undefined {
  const participle = frenchVerbs()
    .slots(word)
    .find((s) => s.slot >= PARTICIPLE_SLOT);
  if (participle) {
    const forms = frenchVerbs().forms(participle.lemma)!.slice(PARTICIPLE_SLOT);
    const wanted = gender === undefined ? [forms[plural ? 1 : 0], forms[plural ? 3 : 2]] : [forms[(plural ? 1 : 0) + (gender === 'f' ? 2 : 0)]];
    return wanted.includes(word) ? undefined : wanted[0];
  }
  const adjective = ADJECTIVES.get(word);
  if (!adjective) return undefined;
  const wanted = gender === undefined ? [inflectAdjective(adjective, 'm', plural), inflectAdjective(adjective, 'f', plural)] : [inflectAdjective(adjective, gender, plural)];
  return wanted.includes(word) ? undefined : wanted[0];
}

/** Verbs whose compound tenses take être (je suis allé), never avoir. */
const ETRE_VERBS = new Set(['aller', 'venir', 'arriver', 'partir', 'rester', 'naître', 'mourir', 'tomber', 'devenir', 'revenir', 'parvenir', 'intervenir', 'décéder', 'repartir']);
const AVOIR_TO_ETRE: Record<string, string> = { ai: 'suis', as: 'es', a: 'est', avons: 'sommes', avez: 'êtes', ont: 'sont' };

/** A participle cannot be followed by the verb "a" unless another participle follows (le livre qu'il a lu a disparu). */
function isParticiple(word: string): boolean {
  return frenchVerbs()
    .slots(word)
    .some((s) => s.slot >= PARTICIPLE_SLOT);
}

export const AGREEMENT_RULES: IntlRule[] = [
  defineRule({
    id: 'fr/a-after-participle',
    name: 'à after a participle',
    message: 'After a past participle, "a" is the preposition "à": "je suis resté à la maison".',
    at: (ctx, i) =>
      ctx.word(i) === 'a' && ctx.joined(i - 1) && isParticiple(ctx.word(i - 1)) && !isParticiple(ctx.word(i + 1)) && !['y', ...Object.keys(PRONOUNS)].includes(ctx.word(i - 1))
        ? { from: i, to: i, replacements: ['à'] }
        : undefined,
  }),
  defineSubjectVerbRule({
    id: 'fr/subject-verb',
    name: 'Verb agrees with its subject',
    message: 'The verb does not agree with its subject (person and number).',
    table: frenchVerbs,
    pronouns: PRONOUNS,
    readNounSubject: readFrenchNounSubject,
    between: BETWEEN,
    openers: OPENERS,
    alsoAccepted: { peux: [0] },
  }),
  defineRule({
    id: 'fr/etre-agreement',
    name: 'Participle or adjective after être agrees with the subject',
    message: 'After "être", the participle or adjective agrees with the subject in gender and number.',
    at: (ctx, i) => {
      if (!ctx.startsSentence(i) && !/,/.test(ctx.gapBefore(i)) && !OPENERS.has(ctx.word(i - 1))) return undefined;
      const subject = readSubjectAgreement(ctx, i);
      if (!subject || !ETRE.has(ctx.word(subject.end + 1))) return undefined;
      let k = subject.end + 2;
      while (DEGREE.has(ctx.word(k))) k++;
      if (!ctx.joinedRun(subject.end, k)) return undefined;
      // "Nous sommes passé une semaine": a direct object after the participle means the auxiliary
      // itself is wrong (avons passé); agreeing the participle would not fix the sentence.
      if (/^(un|une|le|la|les|des|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs)$/.test(ctx.word(k + 1)) && ctx.joined(k)) return undefined;
      const fix = agreeWord(ctx.word(k), subject.gender, subject.plural);
      return fix ? { from: k, to: k, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/auxiliary-etre',
    name: 'être with verbs of movement',
    message: 'Verbs such as aller, venir, partir, rester form their past with "être": "je suis allé".',
    at: (ctx, i) => {
      const token = ctx.word(i);
      const elided = /^j['’](ai)$/.exec(token);
      const subject = elided ? { end: i - 1, gender: undefined, plural: false } : readSubjectAgreement(ctx, i);
      if (!subject) return undefined;
      const aux = elided ? 'ai' : ctx.word(subject.end + 1);
      const auxIndex = elided ? i : subject.end + 1;
      const etre = AVOIR_TO_ETRE[aux];
      const participleIndex = auxIndex + 1;
      const participle = frenchVerbs()
        .slots(ctx.word(participleIndex))
        .find((s) => s.slot >= PARTICIPLE_SLOT && ETRE_VERBS.has(s.lemma));
      if (!etre || !participle || !ctx.joinedRun(auxIndex, participleIndex)) return undefined;
      const agreed = agreeWord(ctx.word(participleIndex), subject.gender, subject.plural) ?? ctx.word(participleIndex);
      return { from: auxIndex, to: participleIndex, replacements: [`${elided ? 'je ' : ''}${etre} ${agreed}`] };
    },
  }),
];
