import { type IssueCategory } from '../../contract';
import { type Issue } from '../types';
import { ADJECTIVES, inflectAdjective } from '../rules-intl/fr/lexicon';
import { readHeadNoun } from '../rules-intl/fr/noun-phrase-rules';
import { orderParticipleBySubject } from './order-participle-by-subject';
import { checkWithGrammalecteProcess, type GrammalecteError, isGrammalecteAvailable } from './grammalecte-process';

/**
 * Grammalecte's option groups we turn off: typography (non-breaking spaces before « : ; ! ? », typographic
 * apostrophes, inclusive-writing points, number and unit formats, Markdown and LaTeX) is house style,
 * not a mistake a student made, and would rewrite almost every pasted paragraph. Its grammar,
 * conjugation, agreement, confusion, hyphenation and capitals stay on.
 */
const OPTIONS: Record<string, boolean> = {
  typo: false,
  apos: false,
  esp: false,
  nbsp: false,
  eepi: false,
  num: false,
  unit: false,
  chim: false,
  latex: false,
  md: false,
  date: false,
  tab: false,
  poncfin: false,
};

/** Texts longer than this are left to our own rules alone (about 10,000 words). */
const MAX_CHARACTERS = 60_000;

/** Grammalecte's error types: sType of each rule ("gn" agreement in the noun phrase, "conj", "ppas"…). */
const PUNCTUATION_TYPES = new Set(['virg', 'maj', 'poncfin']);
const STYLE_TYPES = new Set(['pleo', 'bs', 'redon1', 'redon2', 'mc', 'loc', 'eleu']);

function categorise(type: string): IssueCategory {
  if (PUNCTUATION_TYPES.has(type)) return 'punctuation';
  if (STYLE_TYPES.has(type)) return 'style';
  if (type === 'tu') return 'spelling';
  return 'grammar';
}

/** Cards name a rule in words, never by an engine id: Grammalecte's error types, named for the writer. */
const TYPE_NAMES: Record<string, string> = {
  gn: 'Agreement in the noun phrase',
  conj: 'Verb agreement',
  ppas: 'Past participle',
  infi: 'Infinitive or participle',
  conf: 'Confused words',
  imp: 'Imperative',
  inte: 'Question form',
  vmode: 'Verb mood',
  sgpl: 'Singular or plural',
  neg: 'Negation',
  tu: 'Hyphen',
  maj: 'Capital letters',
  minis: 'Capital letters',
  virg: 'Commas',
  pleo: 'Pleonasm',
  loc: 'Set phrase',
  eleu: 'Euphony',
  mc: 'Compound word',
  bs: 'Wording',
  nf: 'French standard usage',
};

/** Agreement, conjugation and confusions with a suggestion go into "Accept all"; style and punctuation are shown only. */
function rateConfidence(category: IssueCategory, suggestions: string[]): number {
  if (suggestions.length === 0) return 0.5;
  return category === 'grammar' || category === 'spelling' ? 0.8 : 0.5;
}

/** Python counts code points, JavaScript UTF-16 units: they differ after any character beyond the BMP (an emoji). */
function toUtf16Offsets(text: string): (codePoint: number) => number {
  if (!/[\uD800-\uDBFF]/.test(text)) return (codePoint) => codePoint;
  const offsets: number[] = [];
  let unit = 0;
  for (const character of text) {
    offsets.push(unit);
    unit += character.length;
  }
  offsets.push(unit);
  return (codePoint) => offsets[Math.min(codePoint, offsets.length - 1)]!;
}

/** "à les" and "de le" are never French: for them Grammalecte lists "a les" before "aux"; the contraction goes first. */
function preferContraction(flagged: string, suggestions: string[]): string[] {
  if (!/^(à|de) (le|les)$/i.test(flagged)) return suggestions;
  const contraction = suggestions.find((suggestion) => /^(au|aux|du|des)$/i.test(suggestion));
  return contraction ? [contraction, ...suggestions.filter((suggestion) => suggestion !== contraction)] : suggestions;
}

/**
 * Participles of verbs whose reflexive pronoun is an indirect object ("se téléphoner", "se parler", "s'écrire"):
 * "elles se sont téléphoné" takes no agreement, where Grammalecte asks for "téléphonées" (4 of our correct
 * dev sentences). Its agreement fix is dropped there.
 */
const INDIRECT_PRONOMINAL_PARTICIPLES = new Set(['téléphoné', 'parlé', 'écrit', 'souri', 'plu', 'déplu', 'succédé', 'menti', 'nui', 'ressemblé', 'suffi', 'ri', 'répondu', 'souhaité', 'demandé', 'dit', 'promis', 'permis', 'convenu']);
const REFLEXIVE_AUXILIARY_BEFORE = /(?:\b(?:se|nous|vous|me|te)\s+|\b[smt]['’])(?:sont|est|sommes|êtes|suis|es)\s+$/i;

function isIndirectPronominalAgreement(text: string, offset: number, flagged: string, suggestion: string | undefined): boolean {
  const participle = flagged.toLowerCase();
  if (!INDIRECT_PRONOMINAL_PARTICIPLES.has(participle) || !suggestion?.toLowerCase().startsWith(participle)) return false;
  return REFLEXIVE_AUXILIARY_BEFORE.test(text.slice(Math.max(0, offset - 20), offset));
}

/** Nouns "avoir" takes with no article ("il a rendez-vous", "elle a faim"): never after the preposition "à". */
const AVOIR_BARE_NOUNS = /^\s+(rendez-vous|faim|soif|peur|sommeil|raison|tort|besoin|envie|honte|hâte|confiance|mal|chaud|froid)\b/i;

/** Its "a" → "à" before such a noun ("Le directeur a rendez-vous" → "à rendez-vous"): there "a" is the verb. */
function isAvoirBeforeBareNoun(text: string, offset: number, flagged: string, suggestion: string | undefined): boolean {
  return flagged === 'a' && suggestion === 'à' && AVOIR_BARE_NOUNS.test(text.slice(offset + 1, offset + 20));
}

/** "une tarte aux pommes délicieuse": a determiner and noun, a preposition joined to its article, a second noun, then the flagged word. */
const AFTER_COMPLEMENT = /(\p{L}+)\s+(\p{L}+)\s+(?:au|aux|du|des)\s+\p{L}+\s+$/u;

/**
 * Its agreement fix on an adjective that follows "noun + au/aux/du/des + noun" and already agrees with the first
 * noun ("une tarte aux pommes délicieuse" → "délicieuses"): the adjective may describe the tart, so it stays.
 */
function isAgreementWithFirstNoun(text: string, offset: number, flagged: string, suggestion: string | undefined): boolean {
  const word = flagged.toLowerCase();
  const forms = ADJECTIVES.get(word);
  const before = AFTER_COMPLEMENT.exec(text.slice(Math.max(0, offset - 60), offset));
  const head = before ? readHeadNoun(before[1]!.toLowerCase(), before[2]!.toLowerCase()) : undefined;
  if (!forms || !head || !suggestion || !ADJECTIVES.has(suggestion.toLowerCase())) return false;
  return ADJECTIVES.get(suggestion.toLowerCase())?.m === forms.m && inflectAdjective(forms, head.gender, head.plural) === word;
}

export function toIssue(text: string, error: GrammalecteError, toUtf16: (codePoint: number) => number): Issue | undefined {
  const offset = toUtf16(error.start);
  const end = toUtf16(error.end);
  if (!(offset >= 0 && end >= offset && end <= text.length)) return undefined;
  // "p_" rules are its text processor's (abbreviations such as "C.E." → "CE"): typography, shown only.
  const category = error.rule.startsWith('p_') ? 'punctuation' : categorise(error.type);
  const flagged = text.slice(offset, end);
  // Its suggestions carry the typographic apostrophe (’); a writer who types ' keeps theirs, so a fix changes only the word.
  const straight = !flagged.includes('’') && (flagged.includes("'") || !text.includes('’'));
  const suggestions = error.suggestions.map((suggestion) => (straight ? suggestion.replaceAll('’', "'") : suggestion));
  const replacements = orderParticipleBySubject(text, offset, preferContraction(flagged, suggestions.filter((suggestion) => suggestion !== flagged))).slice(0, 8);
  if (isIndirectPronominalAgreement(text, offset, flagged, replacements[0]) || isAgreementWithFirstNoun(text, offset, flagged, replacements[0]) || isAvoirBeforeBareNoun(text, offset, flagged, replacements[0])) return undefined;
  return {
    offset,
    length: end - offset,
    message: error.message || 'Grammalecte suggests a change here.',
    category,
    rule: `grammalecte/${error.rule.replace(/__.*$/, '') || error.type}`,
    ruleName: `${TYPE_NAMES[error.type] ?? 'Grammar'} (Grammalecte)`,
    replacements,
    confidence: rateConfidence(category, replacements),
    source: 'grammalecte',
  };
}

/**
 * Grammalecte's findings for a French text, or undefined when it is not installed, the text is too
 * long, or the process fails: then our own French rules stand alone, and the page does not list it.
 */
export async function checkWithGrammalecte(text: string): Promise<Issue[] | undefined> {
  if (text.length > MAX_CHARACTERS || !/\S/.test(text) || !isGrammalecteAvailable()) return undefined;
  try {
    const errors = await checkWithGrammalecteProcess(text, OPTIONS);
    const toUtf16 = toUtf16Offsets(text);
    return errors.flatMap((error) => toIssue(text, error, toUtf16) ?? []);
  } catch {
    return undefined;
  }
}
