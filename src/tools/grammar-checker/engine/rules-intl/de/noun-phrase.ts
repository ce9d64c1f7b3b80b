import { type RuleContext } from '../intl-rule';
import { type Gender as NounGender, mayBePlural, NOUN_GENDERS } from './noun-genders';
import { germanVerbs, isNominalisedVerb } from './agreement-rules';
import { findGermanNoun, isOnlyPlural } from './noun-lexicon';

/** A noun's gender, or 'p' for a plural form (plural determiners and endings are the same for all genders). */
type Gender = NounGender | 'p';

export type Case = 'nom' | 'acc' | 'dat' | 'gen';
const CASES: Case[] = ['nom', 'acc', 'dat', 'gen'];

const DEFINITE: Record<Gender, Record<Case, string>> = {
  m: { nom: 'der', acc: 'den', dat: 'dem', gen: 'des' },
  f: { nom: 'die', acc: 'die', dat: 'der', gen: 'der' },
  n: { nom: 'das', acc: 'das', dat: 'dem', gen: 'des' },
  p: { nom: 'die', acc: 'die', dat: 'den', gen: 'der' },
};
/** Endings of ein, kein, mein, dein, sein, ihr, unser, euer. */
const EIN_ENDINGS: Record<Gender, Record<Case, string>> = {
  m: { nom: '', acc: 'en', dat: 'em', gen: 'es' },
  f: { nom: 'e', acc: 'e', dat: 'er', gen: 'er' },
  n: { nom: '', acc: '', dat: 'em', gen: 'es' },
  p: { nom: 'e', acc: 'e', dat: 'en', gen: 'er' },
};
/** Adjective endings after der/die/das (weak) and after ein-words (mixed). */
const WEAK: Record<Gender, Record<Case, string>> = {
  m: { nom: 'e', acc: 'en', dat: 'en', gen: 'en' },
  f: { nom: 'e', acc: 'e', dat: 'en', gen: 'en' },
  n: { nom: 'e', acc: 'e', dat: 'en', gen: 'en' },
  p: { nom: 'en', acc: 'en', dat: 'en', gen: 'en' },
};
const MIXED: Record<Gender, Record<Case, string>> = {
  m: { nom: 'er', acc: 'en', dat: 'en', gen: 'en' },
  f: { nom: 'e', acc: 'e', dat: 'en', gen: 'en' },
  n: { nom: 'es', acc: 'es', dat: 'en', gen: 'en' },
  p: { nom: 'en', acc: 'en', dat: 'en', gen: 'en' },
};
const PLURAL_DEFINITE = new Set(['die', 'den', 'der']);

const EIN_STEMS = ['ein', 'kein', 'mein', 'dein', 'sein', 'ihr', 'unser', 'euer'];
/** Prepositions that take only the dative, and only the accusative. */
export const DATIVE_PREPOSITIONS = new Set(['mit', 'nach', 'bei', 'seit', 'von', 'zu', 'aus', 'gegenüber', 'außer']);
export const ACCUSATIVE_PREPOSITIONS = new Set(['für', 'durch', 'gegen', 'ohne', 'um']);
// Two-way prepositions: dative for where something is, accusative for where it goes.
const TWO_WAY_PREPOSITIONS = new Set(['in', 'an', 'auf', 'über', 'unter', 'vor', 'hinter', 'neben', 'zwischen']);
// Only verbs of being somewhere or going somewhere: "sein", "warten auf", "neidisch auf" say nothing of place.
const LOCATION_VERBS = new Set(['wohnen', 'leben', 'bleiben', 'liegen', 'stehen', 'sitzen', 'arbeiten', 'studieren', 'schlafen']);
const MOTION_VERBS = new Set(['gehen', 'fahren', 'laufen', 'legen', 'stellen', 'setzen', 'fliegen', 'reisen', 'werfen', 'steigen', 'springen', 'rennen', 'klettern']);
// "in einer Stunde", "vor einem Jahr": a time after a two-way preposition is dative whatever the verb.
const TIME_NOUNS = new Set(['Stunde', 'Minute', 'Sekunde', 'Woche', 'Monat', 'Jahr', 'Tag', 'Moment', 'Augenblick', 'Nacht', 'Zukunft', 'Vergangenheit', 'Zeit', 'Jahrhundert', 'Jahrzehnt', 'Semester', 'Sommer', 'Winter', 'Frühling', 'Herbst']);

/**
 * The case a two-way preposition asks for, read from the sentence's verbs: "wohnen in einem Dorf"
 * (where: dative), "gehen in den Park" (where to: accusative). Undefined when the verbs say neither
 * or both: then no article is proposed, since guessing from the writer's own article gave wrong fixes.
 */
function readTwoWayCase(ctx: RuleContext): Case | undefined {
  let location = false;
  let motion = false;
  for (let k = 0; k < ctx.tokens.length; k++) {
    for (const reading of germanVerbs().read(ctx.word(k))) {
      if (LOCATION_VERBS.has(reading.lemma)) location = true;
      if (MOTION_VERBS.has(reading.lemma)) motion = true;
    }
  }
  return location === motion ? undefined : location ? 'dat' : 'acc';
}

/** Stems of frequent adjectives, so "neue", "neuen", "neues" are recognised as one adjective. */
const ADJECTIVE_STEMS = new Set(
  `neu alt groß klein gut schön lang kurz jung rot blau grün gelb schwarz weiß schnell langsam teuer billig warm kalt
  heiß hell dunkel leicht schwer einfach wichtig interessant lustig traurig glücklich nett freundlich ruhig laut leise
  stark schwach reich arm voll leer hoch tief breit schmal dick dünn frisch sauber schmutzig spannend klug dumm
  gesund krank müde wach fremd bekannt deutsch englisch französisch letzt nächst erst richtig falsch modern lieb`.split(/\s+/).filter(Boolean),
);

interface Determiner {
  kind: 'definite' | 'ein';
  stem: string;
  ending: string;
}

function readDeterminer(word: string): Determiner | undefined {
  if (['der', 'die', 'das', 'den', 'dem', 'des'].includes(word)) return { kind: 'definite', stem: '', ending: word };
  for (const stem of EIN_STEMS) {
    const ending = word.slice(stem.length);
    if (word.startsWith(stem) && ['', 'e', 'en', 'em', 'er', 'es'].includes(ending)) {
      // "unser"/"euer" drop their e before an ending in speech, but the written forms keep it.
      return { kind: 'ein', stem, ending };
    }
  }
  return undefined;
}

function formDeterminer(det: Determiner, gender: Gender, c: Case): string {
  return det.kind === 'definite' ? DEFINITE[gender][c] : det.stem + EIN_ENDINGS[gender][c];
}

function adjectiveEnding(det: Determiner, gender: Gender, c: Case): string {
  return (det.kind === 'definite' ? WEAK : MIXED)[gender][c];
}

/** "neuen" → {stem: 'neu', ending: 'en'}; undefined when the word is no known adjective with an ending. */
function readAdjective(word: string): { stem: string; ending: string } | undefined {
  for (const ending of ['en', 'em', 'er', 'es', 'e']) {
    if (word.endsWith(ending) && ADJECTIVE_STEMS.has(word.slice(0, -ending.length))) return { stem: word.slice(0, -ending.length), ending };
  }
  return undefined;
}

/** Cases a written determiner suggests the writer meant, most likely first. */
function guessCases(det: Determiner): Case[] {
  if (det.kind === 'definite') {
    return ({ der: ['nom', 'dat', 'gen'], die: ['nom', 'acc'], das: ['nom', 'acc'], den: ['acc'], dem: ['dat'], des: ['gen'] } as Record<string, Case[]>)[det.ending] ?? CASES;
  }
  return ({ '': ['nom', 'acc'], e: ['nom', 'acc'], en: ['acc'], em: ['dat'], er: ['dat', 'gen'], es: ['gen'] } as Record<string, Case[]>)[det.ending] ?? CASES;
}

/**
 * Gender of the noun, or 'p' when the form is only plural (Kinder, Leute). A form of both numbers
 * (Lehrer) after a determiner that may be plural is not read: either could be meant.
 */
function readNounAgreement(noun: string, det: Determiner, word: string): Gender | undefined {
  const found = findGermanNoun(noun);
  // The hand-written list of frequent nouns first: the dictionary keeps one gender per spelling and for
  // "Tag" it has the computing "das Tag", not "der Tag".
  const gender = NOUN_GENDERS.get(noun) ?? found?.gender;
  if (!gender) return undefined;
  if (found && isOnlyPlural(found)) return isNominalisedVerb(noun) ? undefined : 'p';
  const maybePlural = found ? [...found.slots].some((s) => s >= 4) : mayBePlural(noun, gender);
  if (maybePlural && (PLURAL_DEFINITE.has(word) || det.ending === 'e' || det.ending === 'en' || det.ending === 'er')) return undefined;
  return gender;
}

export type NounPhraseProblem = 'article' | 'adjective' | 'case';

export interface NounPhraseCheck {
  from: number;
  to: number;
  problem: NounPhraseProblem;
  fix: string;
  noun: string;
}

/**
 * Checks determiner + adjectives + known noun ("einen neue Buch") and proposes the phrase with the
 * determiner and adjective endings the noun's gender needs, in the case the writer most likely meant
 * (the case a preposition demands, else the case their determiner shows).
 */
export function checkNounPhrase(ctx: RuleContext, i: number): NounPhraseCheck | undefined {
  const det = readDeterminer(ctx.word(i));
  // After a comma "der/die/das" is often a relative pronoun ("das Kind, das Kaffee trinkt").
  if (!det || (det.kind === 'definite' && /,/.test(ctx.gapBefore(i)))) return undefined;
  const adjectives: { index: number; stem: string; ending: string }[] = [];
  let k = i + 1;
  for (; k < ctx.tokens.length && ctx.joined(k - 1); k++) {
    const adjective = readAdjective(ctx.word(k));
    if (!adjective) break;
    adjectives.push({ index: k, ...adjective });
  }
  const nounToken = ctx.tokens[k];
  if (!nounToken || !ctx.joined(k - 1)) return undefined;
  const gender = readNounAgreement(nounToken.text, det, ctx.word(i));
  if (!gender) return undefined;
  // "ein" has no plural: "ein Kinder" is not read.
  if (gender === 'p' && det.kind === 'ein' && det.stem === 'ein') return undefined;

  const preposition = ctx.joined(i - 1) ? ctx.word(i - 1) : '';
  const twoWay = TWO_WAY_PREPOSITIONS.has(preposition);
  const twoWayCase = twoWay ? (TIME_NOUNS.has(nounToken.text) ? 'dat' : readTwoWayCase(ctx)) : undefined;
  const demanded: Case | undefined = DATIVE_PREPOSITIONS.has(preposition) ? 'dat' : ACCUSATIVE_PREPOSITIONS.has(preposition) ? 'acc' : twoWayCase;
  const fits = (c: Case) => formDeterminer(det, gender, c) === ctx.word(i) && adjectives.every((a) => a.ending === adjectiveEnding(det, gender, c));
  const subjectFirst = ctx.startsSentence(i) && ctx.joined(k) && germanVerbs().read(ctx.word(k + 1)).length > 0 && ctx.tokens[k + 1]?.text === ctx.word(k + 1);
  if (!subjectFirst && (demanded ? [demanded] : CASES).some(fits)) return undefined;
  if (subjectFirst && fits('nom')) return undefined;

  // After a two-way preposition whose case the verbs leave open, either case may be meant: no fix.
  if (twoWay && !twoWayCase) return undefined;
  const guessed = guessCases(det);
  // "Ich habe gestern ein neuen Laptop gekauft": after a pronoun subject earlier in the sentence, a
  // phrase that could be nominative or accusative is the object.
  const pronounSubjectBefore = ctx.tokens.slice(0, i).some((_, k) => /^(ich|du|er|sie|wir|ihr|es|man)$/.test(ctx.word(k)));
  if (pronounSubjectBefore && !ctx.startsSentence(i) && guessed[0] === 'nom' && guessed.includes('acc')) guessed.unshift('acc');
  // "Der Kinder spielen": at the start of a sentence and before a finite verb the phrase is the
  // subject, so a genitive or dative reading of "der" does not excuse it.
  const target = demanded ?? (subjectFirst || (ctx.startsSentence(i) && guessed.includes('nom')) ? 'nom' : guessed[0] ?? 'nom');
  const articleFits = formDeterminer(det, gender, target) === ctx.word(i);
  const fitsOtherCase = CASES.some((c) => formDeterminer(det, gender, c) === ctx.word(i));
  const problem: NounPhraseProblem = !articleFits ? (demanded && fitsOtherCase ? 'case' : 'article') : 'adjective';
  const last = adjectives.length ? adjectives[adjectives.length - 1]!.index : i;
  const fix = ctx.rewrite(i, last, (index) => {
    if (index === i) return formDeterminer(det, gender, target);
    const adjective = adjectives.find((a) => a.index === index);
    return adjective ? adjective.stem + adjectiveEnding(det, gender, target) : undefined;
  });
  return { from: i, to: last, problem, fix, noun: nounToken.text };
}
