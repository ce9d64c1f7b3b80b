import { findWords, isNegation, termOf, termsOf, termsOfWords } from '../read/content-words';
import { inverseFrequency, type MaterialIndex } from './index-material';
import { quoteMaterial } from './quote-material';
import { tagSentence } from './tag-sentence';
import type { RankedSentence } from './rank-sentences';
import { hyphenedNumbers, isNegated, judgeByClauses, nameTerms, readClauses, statesPassive, type ClauseVerdict } from './read-clauses';
import { findYears, YEAR_IN_TEXT } from './year-pattern';
import { findPersonNames, holdsAnotherOfSameKind } from './find-stated-fact';
import { judgeSwappedValue } from './judge-swapped-value';
import { swapsRangeEnds } from './judge-range-ends';
import { judgeOppositeWord, judgeSwappedModifier } from './judge-opposite-word';
import { isComparativeTerm, judgeComparativeOrder, judgeNegatedComparison } from './judge-comparative-order';

// Words that turn a statement into its opposite when swapped for their partner.
const OPPOSITES: ReadonlyArray<[string, string]> = [
  ['increas', 'decreas'],
  ['more', 'less'],
  ['larger', 'smaller'],
  ['higher', 'lower'],
  ['high', 'low'],
  ['before', 'after'],
  ['absorb', 'releas'],
  ['gain', 'lose'],
  ['posit', 'neg'],
  ['heat', 'cold'],
  ['always', 'never'],
  ['insid', 'outsid'],
];

/** The best few sentences are weighed; the one that states most of the statement is the evidence. */
const SENTENCES_WEIGHED = 3;
/** Below this share of its telling words in any one sentence, the material does not speak to the statement. */
const SILENT_BELOW = 0.5;
const GLUED_CREDIT = 0.7;
const CLASH_COVERAGE = 0.5;

/** The features a statement's verdict is calibrated on, in the order of CALIBRATION.statement's weights. */
export const STATEMENT_FEATURE_NAMES = [
  'share of its terms in the sentence',
  'share weighted by how telling each term is',
  'every term in the sentence',
  'share of its terms the material never uses',
] as const;

export interface StatementEvidence {
  /** See STATEMENT_FEATURE_NAMES. */
  features: number[];
  /** The material does not speak to the statement: no verdict either way. */
  silent: boolean;
  /**
   * A "not", a number or an opposite word disagrees with the sentence that states the rest: false by
   * rule. There is no dev set of such statements, so the calibration does not cover them.
   */
  clash: boolean;
  /** The share of the statement's terms the sentence holds. */
  covered: number;
  /**
   * The clash is only an opposite word (OPPOSITES: "more" where the sentence has "less", and the sentence never says the
   * statement's word), with no flipped "not" and no missing number.
   */
  oppositeOnly?: boolean;
  /** The statement's terms the sentence neither holds nor inherits through a pronoun (nor has glued into another word). */
  unstated: string[];
  sentence: RankedSentence | null;
}

interface SentenceFit {
  entry: RankedSentence;
  /** Per statement term: 1 stated, GLUED_CREDIT glued into another word, 0 not there. */
  credits: number[];
  covered: number;
  weighted: number;
}

/**
 * Weighs a true/false statement against the best sentences: which sentence states most of it (a
 * sentence opening on "they"/"it" also holds what the sentence before it says), how much of it, the
 * telling words weighing more than the words every sentence shares, and what disagrees (a flipped
 * "not", a number it does not have, an opposite word).
 */
export function weighStatement(statement: string, ranked: RankedSentence[], index: MaterialIndex): StatementEvidence {
  const statementWords = findWords(statement);
  const wordOf = new Map<string, string>();
  const statementTerms = termsOfWords(statementWords);
  statementWords.forEach((word, at) => {
    const term = statementTerms[at];
    if (term && !wordOf.has(term)) wordOf.set(term, word.text.toLowerCase());
  });
  const terms = [...wordOf.keys()];
  if (terms.length === 0 || ranked.length === 0) return { features: new Array<number>(STATEMENT_FEATURE_NAMES.length).fill(0), silent: true, clash: false, covered: 0, unstated: terms, sentence: null };
  const weightOf = (term: string) => (index.sentenceFrequency.has(term) ? inverseFrequency(index, term) : Math.log(1 + index.sentences.length + 0.5));
  const totalWeight = terms.reduce((sum, term) => sum + weightOf(term), 0);
  const fits = ranked.slice(0, SENTENCES_WEIGHED).map((entry): SentenceFit => {
    const lower = entry.sentence.text.toLowerCase();
    // Glued words in copied text ("calledoxidants") still state the term, with less certainty.
    const credit = (term: string, word: string): number =>
      entry.sentence.terms.has(term) || entry.carried.has(term) ? 1 : word.length >= 5 && lower.includes(word) ? GLUED_CREDIT : 0;
    const credits = terms.map((term) => credit(term, wordOf.get(term) ?? term));
    return {
      entry,
      credits,
      covered: credits.reduce((sum, value) => sum + value, 0) / terms.length,
      weighted: terms.reduce((sum, term, i) => sum + (credits[i] ?? 0) * weightOf(term), 0) / totalWeight,
    };
  });
  const bestFit = fits.reduce((top, fit) => (fit.weighted > top.weighted ? fit : top));
  // "Tom is younger than Anna" against "Anna is older than Tom": the converse states "younger" through "older", so that is
  // neither a missing word nor an opposite (judge-comparative-order.ts).
  const converse = judgeComparativeOrder(statement, bestFit.entry.sentence.text, bestFit.entry.carried) === 'holds';
  const best = converse ? creditComparatives(bestFit, terms, weightOf, totalWeight) : bestFit;
  const sentenceWords = best.entry.sentence.words;
  const negationClash = countNegations(statementWords) % 2 !== countNegations(sentenceWords) % 2;
  const numbers = statementWords.filter((word) => /^\d/.test(word.text)).map((word) => word.text.replace(/,/g, ''));
  const numberMissing = numbers.some((number) => !best.entry.sentence.terms.has(number));
  const opposite = !converse && OPPOSITES.some(
    ([a, b]) => (hasStem(statementWords, a) && hasStem(sentenceWords, b) && !hasStem(sentenceWords, a)) || (hasStem(statementWords, b) && hasStem(sentenceWords, a) && !hasStem(sentenceWords, b)),
  );
  const unknown = terms.filter((term) => !index.sentenceFrequency.has(term)).length / terms.length;
  // A clash only says "false" when the sentence otherwise states the statement.
  // "Ben is not older than Anna" for "Anna is older than Ben": not the statement's denial, nor its backing.
  const unsettled = negationClash && judgeNegatedComparison(statement, best.entry.sentence.text, best.entry.carried) === 'unsettled';
  const clash = (negationClash || numberMissing || opposite) && best.covered >= CLASH_COVERAGE && !unsettled;
  return {
    features: [best.covered, best.weighted, best.covered >= 1 ? 1 : 0, unknown],
    silent: (best.weighted < SILENT_BELOW && !clash) || unsettled,
    clash,
    oppositeOnly: clash && opposite && !negationClash && !numberMissing,
    covered: best.covered,
    unstated: terms.filter((_, i) => (best.credits[i] ?? 0) === 0),
    sentence: best.entry,
  };
}

/** The fit with the statement's comparatives counted as stated (the sentence says them through the converse). */
function creditComparatives(fit: SentenceFit, terms: string[], weightOf: (term: string) => number, totalWeight: number): SentenceFit {
  const credits = terms.map((term, i) => (isComparativeTerm(term) ? 1 : (fit.credits[i] ?? 0)));
  return {
    entry: fit.entry,
    credits,
    covered: credits.reduce((sum, value) => sum + value, 0) / terms.length,
    weighted: terms.reduce((sum, term, i) => sum + (credits[i] ?? 0) * weightOf(term), 0) / totalWeight,
  };
}

/** Whether one claim of the evidence sentence states the statement, says the opposite, or neither (read-clauses.ts). */
export function judgeStatementByClauses(statement: string, entry: RankedSentence, index?: MaterialIndex): ClauseVerdict {
  const words = findWords(statement);
  // What the sentence inherits from the one before ("Its capital…" is Australia's) holds for each of its claims.
  const terms = termsOfWords(words).flatMap((term) => term ?? []).filter((term) => !entry.carried.has(term) || entry.sentence.terms.has(term));
  const { text, offset } = entry.sentence;
  // "Tom is younger than Anna" against "Anna is older than Tom" (holds), "Tom is older than Anna" (contradicts): which side of
  // "than" each thing stands on settles a comparison; a reported one ("people believed…") settles nothing.
  const compared = judgeComparativeOrder(statement, text, entry.carried);
  if (compared !== null) return restsOnReport(statement, text) ? 'unclear' : compared;
  const clauses = readClauses(text, offset, entry.sentence.words, [...entry.carried]);
  const kept = (term: string) => !entry.carried.has(term) || entry.sentence.terms.has(term);
  let verdict = judgeByClauses(terms, isNegated(words), clauses, hyphenedNumbers(statement), {
    statement: nameTerms(words),
    sentence: nameTerms(entry.sentence.words),
    namedTogether: (a, b) => index?.sentences.some((sentence) => sentence.terms.has(a) && sentence.terms.has(b)) ?? false,
  });
  // "The park was created in 1975" is stated by "In 1975 the government created the park": only "holds" is read from that order.
  const inOrder = verdict === 'holds';
  if (verdict === 'unclear' && statesPassive(statement, (order) => order.filter(kept), isNegated(words), clauses, hyphenedNumbers(statement))) verdict = 'holds';
  // "The glaciers have grown since 1912" against "…, but they have shrunk by more than 80 per cent since 1912" (s40): one claim
  // holds every other word of the statement and the opposite of one of them (judge-opposite-word.ts).
  if (verdict === 'unclear' && judgeOppositeWord(statement, terms, isNegated(words), entry.sentence, clauses)) verdict = 'contradicts';
  // "…observes mainly in ultraviolet light" against "…in infrared light", where the material speaks of ultraviolet light elsewhere.
  if (verdict === 'unclear' && judgeSwappedModifier(statement, terms, isNegated(words), entry.sentence, clauses, otherSentencesThan(entry, index))) verdict = 'contradicts';
  // "…damaged in 1911, and it was rebuilt the following year": a year worked out from another is not stated, nor denied.
  if (verdict === 'contradicts' && YEAR_IN_TEXT.test(statement) && RELATIVE_YEAR.test(text)) return 'unclear';
  // "Kahlo often said she had been born in 1910", "people assumed that plants took their food out of the soil": what someone
  // said or believed is not what the material states, so it neither states the statement nor denies it.
  if (verdict !== 'unclear' && restsOnReport(statement, text)) return 'unclear';
  // "…opened the bridge in May 1841" against "…opened the bridge in October 1841": one value swapped under the same preposition.
  // A date the sentence works out from another ("the following year", "two days later") may be the statement's, so not there.
  // A statement with no date in it swaps no date ("…by the Space Shuttle Endeavour" against "…on 24 April 1990 by the Space
  // Shuttle Discovery … and released the following day", s40).
  const datesSomething = YEAR_IN_TEXT.test(statement) || STATED_DATE_WORD.test(statement);
  if (verdict !== 'contradicts' && (!RELATIVE_DATE.test(text) || !datesSomething) && judgeSwappedValue(statement, text, otherSentencesThan(entry, index), entry.carried)) return 'contradicts';
  // "…cut the cost to about $100" against "…from about $100 by road to about $10": the ends of a range swapped.
  if (verdict !== 'contradicts' && swapsRangeEnds(statement, text)) return 'contradicts';
  if (verdict !== 'holds') return verdict;
  // "The treaty was signed by twelve nations. Nine of them ratified it…" does not state "Twelve nations ratified the treaty":
  // the number comes only from what "them" carries, and the sentence gives its own.
  if (carriesOnlyItsNumber(statement, text)) return 'unclear';
  // "In 1901 the lamp was converted to kerosene, and in 1935 it was electrified": the statement's year must stand in the part that says it.
  if (mixesYearsAcrossParts(statement, text)) return 'unclear';
  // A pronoun stands for one thing: "Her brother Edwin Moss designed its lamp" inherits the lighthouse, not that it was built.
  if (inheritsVerb(statement, entry)) return 'unclear';
  // "His partner, John Abbot, kept the accounts. He sold the mill in 1871": "John Abbot sold the mill" holds only if the "he"
  // is sure to be him, by the rule short answers use for a "he"/"she".
  if (index && restsOnUnsurePronoun(statement, entry, index)) return 'unclear';
  // "The French mathematicians led Alexis Clairaut" against "A team of French mathematicians led by Alexis Clairaut…" (s38):
  // the words stand in the same order, but the sentence's verb is passive ("led by") and the statement's active, or the
  // reverse, so the roles are swapped.
  // (A statement read into the sentence's order by statesPassive has already turned the voice round.)
  if (inOrder && swapsVoice(statement, text)) return 'unclear';
  // "Most of the Sahara is sand dunes" against "Only a small part of it is sand dunes": every word is there but "most"/"only".
  const quantified = readQuantifiers(statement);
  const agrees = clauses.some((clause) => clause.core.length > 0 && terms.every((term) => clause.terms.includes(term)) && sameQuantifiers(quantified, readQuantifiers(text.slice(clause.start - offset, clause.end - offset))));
  return agrees && !rankedBelowTop(statement, text) ? 'holds' : 'unclear';
}

const NUMBER_WORD = /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|dozen)$/i;

/**
 * Whether a number of the statement is missing from the sentence's own words while the sentence says a number of its own
 * ("Two of them were lost" against "Five ships were lost", "It won one Oscar" after "The Ten Commandments film…"). "One" of
 * the statement is left out ("One of the climbers…" is no count to bind); "one" of the sentence counts.
 */
export function carriesOnlyItsNumber(statement: string, sentence: string): boolean {
  const own = findWords(sentence).map((word) => word.text.toLowerCase());
  const stated = findWords(statement).map((word) => word.text.toLowerCase()).filter((word) => NUMBER_WORD.test(word) && word !== 'one');
  return stated.some((word) => !own.includes(word)) && own.some((word) => NUMBER_WORD.test(word) && !stated.includes(word));
}

const RANKED_SUPERLATIVE = /\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))[\s-]+((?:most|least)\s+\w+|\w+est)\b/gi;

/**
 * "The Yangtze is the longest river in the world" against "…the longest river in Asia and the third longest in
 * the world": the sentence ranks that superlative below the top ("third longest") where the statement gives no
 * rank, so every word is there and it still does not say it.
 */
function rankedBelowTop(statement: string, text: string): boolean {
  const stated = statement.toLowerCase();
  if ([...statement.matchAll(RANKED_SUPERLATIVE)].length > 0) return false;
  return [...text.matchAll(RANKED_SUPERLATIVE)].some((match) => {
    if (!new RegExp(`\\b${match[1]!.toLowerCase()}\\b`).test(stated)) return false;
    // Its scope ("…third longest in the world"): a statement about another scope ("the longest river in Asia") is another claim.
    // The scope is named by its noun, past a count ("the fifth largest of the seven continents": "continents").
    const scope = /^\s+(?:\w+\s+)?(?:in|of|on)\s+(?:the\s+)?(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+)?(\w+)/i.exec(text.slice(match.index + match[0].length))?.[1];
    const scopeTerm = scope ? termOf(scope) : null;
    return scopeTerm === null || findWords(statement).some((word) => termOf(word.text) === scopeTerm);
  });
}

/**
 * Words that say how much of something a claim is about. They are stop words to retrieval, so a claim
 * may hold every term of the statement and still say "only a small part" where it says "most".
 */
const QUANTIFIERS: ReadonlyArray<[string, RegExp]> = [
  ['most', /\b(?:most|mostly|majority|largely|mainly|chiefly)\b/i],
  ['all', /\b(?:all|every|each|always|entire|entirely|whole)\b/i],
  ['few', /\b(?:few|only|small part|minority|rarely|seldom|sometimes|some|partly)\b/i],
];

/** "died a few months before he was born": "few"/"some" counting a span of time or a distance says nothing of how much of the subject. */
const MEASURED_SPAN = /\b(?:a few|few|some)\s+(?:seconds|minutes|hours|days|weeks|months|years|decades|centuries|miles|kilometres|kilometers|metres|meters|feet)\b/gi;

function readQuantifiers(text: string): Set<string> {
  const read = text.replace(MEASURED_SPAN, ' ');
  return new Set(QUANTIFIERS.filter(([, pattern]) => pattern.test(read)).map(([name]) => name));
}

function sameQuantifiers(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((name) => b.has(name));
}

/** Why the verdict, quoting the sentence it rests on. */
export function explainVerdict(evidence: StatementEvidence, verdict: boolean | null): string {
  if (!evidence.sentence) return 'The material does not say anything about this statement.';
  const quote = quoteMaterial(evidence.sentence.sentence.text);
  if (verdict === null) return `The closest the material comes is ${quote}, which does not settle it.`;
  if (verdict) return `The material states it: ${quote}`;
  return evidence.clash ? `The material says otherwise: ${quote}` : `The material does not say this; the closest it comes is ${quote}`;
}

function countNegations(words: Array<{ text: string }>): number {
  return words.filter((word) => isNegation(word.text)).length;
}

function hasStem(words: Array<{ text: string }>, stem: string): boolean {
  return words.some((word) => word.text.toLowerCase().startsWith(stem));
}

/** Whether the sentence holds one of the statement's verbs only through a pronoun: a pronoun stands for a thing, not an act. */
function inheritsVerb(statement: string, entry: RankedSentence): boolean {
  const inherited = (term: string | null) => term !== null && entry.carried.has(term) && !entry.sentence.terms.has(term);
  return tagSentence(statement, 0).some((token) => token.pos === 'VERB' && inherited(termOf(token.text)));
}

/**
 * Whether the statement's person stands in the sentence only as a "he"/"she" while the sentence before, which names that
 * person, holds another of that pronoun's kind ("His partner, John Abbot, kept the accounts. He sold the mill…"). Only
 * that: the stricter rule short answers use (one name, the subject, no one two sentences back) cost right verdicts here.
 */
function restsOnUnsurePronoun(statement: string, entry: RankedSentence, index: MaterialIndex): boolean {
  const own = new Set(entry.sentence.words.map((word) => word.text));
  const people = findPersonNames(tagSentence(statement, 0)).filter((words) => !words.some((word) => own.has(word.text)));
  const pronoun = entry.sentence.words.find((word) => /^(?:he|she)$/i.test(word.text));
  const previous = index.sentences[entry.position - 1];
  if (people.length === 0 || !pronoun || !previous) return false;
  const before = tagSentence(previous.text, previous.offset);
  return people.some((words) => {
    const last = words[words.length - 1]!.text;
    const named = before.find((token) => token.text === last);
    return named !== undefined && holdsAnotherOfSameKind(before, before.find((token) => token.text === words[0]!.text)?.start ?? named.start, pronoun.text);
  });
}

/** Verbs that report what someone said, believed or concluded, not what is so. "Showed", "found", "proved" state a fact and are not here. */
const REPORTING = /\b(?:said|says|say|claimed|claims|assumed|assume|believed|believe|believes|thought|think|supposed|imagined|pretended|suspected|feared|hoped|argued|insisted|alleged|maintained|reckoned|suggested|concluded|took\s+(?:it|them)\s+for|mistook)\b/i;

/**
 * Whether the sentence gives the statement's verb only after a verb that reports a saying or a belief ("said she had been
 * born in 1910"), and the statement does not report it itself ("Kahlo said she was born in 1910" is stated).
 */
function restsOnReport(statement: string, text: string): boolean {
  if (REPORTING.test(statement)) return false;
  const report = REPORTING.exec(text);
  if (!report) return false;
  const after = new Set(termsOf(text.slice(report.index + report[0].length).split(/[;.]/)[0] ?? ''));
  const verbs = tagSentence(statement, 0).filter((token) => token.pos === 'VERB').flatMap((token) => termOf(token.text) ?? []);
  // "The Moon has its own light" against "astronomers claimed that the Moon had its own light": with no verb of its own
  // ("has", "is"), the statement's other words must all stand in what was claimed.
  const wanted = verbs.length > 0 ? verbs : termsOf(statement);
  return wanted.length > 0 && wanted.every((term) => after.has(term));
}

const RELATIVE_YEAR = /\b(?:the (?:following|next|previous|same|preceding) (?:year|decade|spring|summer|autumn|winter)|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (?:years?|decades?) (?:later|earlier|afterwards|before)|the year (?:after|before))\b/i;
/** Any date worked out from another: "later", "the following month", "the next day". */
const STATED_DATE_WORD = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;
const RELATIVE_DATE = /\b(?:later|earlier|afterwards?|following|next|previous|preceding|same)\b/i;

function otherSentencesThan(entry: RankedSentence, index: MaterialIndex | undefined): string[] {
  return (index?.sentences ?? []).filter((_, position) => position !== entry.position).map((sentence) => sentence.text);
}
const PRONOUN = /\b(?:it|they|he|she|its|their|his|her|this|these)\b/i;

/**
 * Whether a sentence that gives several years holds the statement only by joining its parts: the statement's year must
 * stand in a part (split at ", and", ", but", ";") that also holds every other word of the statement, bar one a pronoun
 * of that part may stand for.
 */
function mixesYearsAcrossParts(statement: string, text: string): boolean {
  const years = new Set(findYears(text));
  const year = statement.match(YEAR_IN_TEXT)?.[0];
  if (!year || years.size < 2 || !years.has(year)) return false;
  const wanted = termsOf(statement).filter((term) => term !== year);
  const parts = text.split(/,\s*(?:and|but|while|whereas|when)\s+|;\s*/i);
  return !parts.some((part) => {
    if (!part.includes(year)) return false;
    const held = new Set(termsOf(part));
    const missing = wanted.filter((term) => !held.has(term)).length;
    return missing === 0 || (missing === 1 && PRONOUN.test(part));
  });
}

/**
 * A verb of the statement that the sentence has too (by lemma), passive ("… by") in one and active in the other: the one
 * who acts in the sentence is acted on in the statement. "was founded by" against "founded by" is the same voice.
 */
export function swapsVoice(statement: string, sentence: string): boolean {
  // Each verb's voice where it is plain: passive when "by" and its agent follow ("led by Alexis Clairaut"), active when an
  // object follows and no "be" stands before ("mathematicians led Alexis Clairaut"); a participle with neither ("the Althing,
  // founded in 930", "was knighted in 2004") says no voice here.
  const voices = (text: string) => {
    const tokens = tagSentence(text, 0);
    const found = new Map<string, Set<'active' | 'passive'>>();
    tokens.forEach((token, i) => {
      if (token.pos !== 'VERB') return;
      let next = i + 1;
      if (tokens[next]?.pos === 'ADV') next++;
      let back = i - 1;
      if (tokens[back]?.pos === 'ADV') back--;
      const afterBe = /^(?:is|are|was|were|be|been|being)$/i.test(tokens[back]?.text ?? '');
      const voice = /^by$/i.test(tokens[next]?.text ?? '') ? 'passive' : !afterBe && ['DET', 'PROPN', 'NOUN', 'NUM'].includes(tokens[next]?.pos ?? '') ? 'active' : null;
      if (!voice) return;
      const lemma = token.lemma.toLowerCase();
      found.set(lemma, new Set([...(found.get(lemma) ?? []), voice]));
    });
    return found;
  };
  const said = voices(statement);
  const given = voices(sentence);
  for (const [lemma, statementVoices] of said) {
    const sentenceVoices = given.get(lemma);
    // Only when each side says the verb in one voice: "led … and was led by" is no swap to read.
    if (!sentenceVoices || statementVoices.size !== 1 || sentenceVoices.size !== 1) continue;
    if ([...statementVoices][0] !== [...sentenceVoices][0]) return true;
  }
  return false;
}
