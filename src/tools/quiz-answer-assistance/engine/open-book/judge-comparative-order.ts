import { findWords, termOf, type Word } from '../read/content-words';

/**
 * A true/false statement that compares two things ("Tom is younger than Anna") read against a sentence that compares them
 * ("Anna is older than Tom"). The things compared are told apart by the side of "than" they stand on: the same comparative
 * with the same sides, or its opposite with the sides swapped (the converse), states the statement; the same comparative with
 * the sides swapped, or the opposite with the same sides, denies it. Anything else — another comparative, a "not", a number
 * the sentence lacks, a statement word the sentence does not hold, sides that cannot be told apart — is left to the other
 * judges (null).
 */
export type ComparativeVerdict = 'holds' | 'contradicts' | null;

/** Comparatives that cannot both hold of one pair in one order; each group's words say the same. */
const COMPARATIVE_PAIRS: ReadonlyArray<[readonly string[], readonly string[]]> = [
  [['older'], ['younger', 'newer']],
  [['taller', 'higher'], ['shorter', 'lower']],
  [['bigger', 'larger', 'greater'], ['smaller', 'lesser']],
  [['longer'], ['shorter']],
  [['earlier', 'sooner'], ['later']],
  [['heavier'], ['lighter']],
  [['faster', 'quicker'], ['slower']],
  [['warmer', 'hotter'], ['cooler', 'colder']],
  [['wider', 'broader'], ['narrower']],
  [['deeper'], ['shallower']],
  [['thicker'], ['thinner']],
  [['stronger'], ['weaker']],
  [['richer'], ['poorer']],
  [['closer', 'nearer'], ['farther', 'further']],
  [['brighter'], ['dimmer', 'fainter', 'darker']],
  [['denser'], ['sparser']],
  [['more'], ['less', 'fewer']],
];

const NEGATION = /^(?:not|no|never|neither|nor|n't|cannot)$/i;
/** What stands for the sentence's subject when it does not name it: the terms it carries from the sentence before join its side. */
const STAND_IN = /^(?:it|they|he|she|its|their|his|her|this|these|that|those)$/i;
/** Where one comparison ends and another claim begins. */
const CLAUSE_BREAK = /[;:]|,\s*(?:but|while|whereas|and)\b|\b(?:whereas|while|but)\b/gi;

interface Comparison {
  /** The comparative's pairs and which half of each it is ("shorter" is the opposite of "taller" and of "longer"). */
  senses: Array<{ pair: number; half: 0 | 1 }>;
  /** "more massive": the word it qualifies, which must be the same on both sides. */
  qualified: string | null;
  left: Set<string>;
  right: Set<string>;
  negated: boolean;
  numbers: string[];
}

function findComparative(word: string): Array<{ pair: number; half: 0 | 1 }> | null {
  const lower = word.toLowerCase();
  const senses = COMPARATIVE_PAIRS.flatMap(([a, b], pair): Array<{ pair: number; half: 0 | 1 }> => (a.includes(lower) ? [{ pair, half: 0 }] : b.includes(lower) ? [{ pair, half: 1 }] : []));
  return senses.length > 0 ? senses : null;
}

function termsIn(words: readonly Word[]): Set<string> {
  return new Set(words.flatMap((word) => termOf(word.text) ?? []));
}

/**
 * Every "X <comparative> than Y" of a text, X read from the start of its claim (or the last clause break before it) and Y up
 * to the next comparative or clause break. `carried`: what a pronoun or "this moon" on the left stands for.
 */
export function readComparisons(text: string, carried: ReadonlySet<string> = new Set()): Comparison[] {
  const words = findWords(text);
  const breaks = [...text.matchAll(CLAUSE_BREAK)].map((match) => match.index ?? 0);
  const found: Comparison[] = [];
  for (let i = 0; i < words.length; i++) {
    const comparative = findComparative(words[i]!.text);
    if (!comparative) continue;
    // "older than", "more massive than", "three years older than" (the number is before): "than" one or two words on.
    const thanAt = [i + 1, i + 2].find((k) => words[k]?.text.toLowerCase() === 'than');
    if (thanAt === undefined) continue;
    const qualified = thanAt === i + 2 ? (termOf(words[i + 1]!.text) ?? null) : null;
    const start = Math.max(0, ...breaks.filter((at) => at < words[i]!.start));
    const nextComparative = words.findIndex((word, k) => k > thanAt && findComparative(word.text) !== null && ['than'].includes(words[k + 1]?.text.toLowerCase() ?? ''));
    const endChar = Math.min(...breaks.filter((at) => at > words[thanAt]!.end), nextComparative >= 0 ? words[nextComparative]!.start : Infinity, text.length);
    const leftWords = words.slice(0, i).filter((word) => word.start >= start && !/^\d/.test(word.text));
    const rightWords = words.slice(thanAt + 1).filter((word) => word.end <= endChar);
    const left = termsIn(leftWords);
    if (leftWords.some((word) => STAND_IN.test(word.text))) carried.forEach((term) => left.add(term));
    const right = termsIn(rightWords);
    const span = words.filter((word) => word.start >= start && word.end <= endChar);
    found.push({
      senses: comparative,
      qualified,
      left,
      right,
      negated: span.some((word) => NEGATION.test(word.text) || /n't$/i.test(word.text)),
      numbers: span.filter((word) => /^\d/.test(word.text)).map((word) => word.text.replace(/,/g, '')),
    });
  }
  return found;
}

const COMPARATIVE_TERMS = new Set(COMPARATIVE_PAIRS.flat(2).flatMap((word) => termOf(word) ?? []));

/** Whether a term is one of the comparatives read here (a converse sentence states it through its opposite). */
export function isComparativeTerm(term: string): boolean {
  return COMPARATIVE_TERMS.has(term);
}

/** Which side of the sentence's comparison each term stands on: only one side counts. */
function sideOf(term: string, comparison: Comparison): 'left' | 'right' | null {
  const left = comparison.left.has(term);
  const right = comparison.right.has(term);
  return left === right ? null : left ? 'left' : 'right';
}

/** Whether the sentence's comparison puts the statement's sides the same way round (true), swapped (false), or neither (null). */
function readOrder(statement: Comparison, sentence: Comparison): boolean | null {
  // Terms on both sides of the statement ("the pressure on Earth is lower than the pressure on Titan") tell nothing apart.
  const ownLeft = [...statement.left].filter((term) => !statement.right.has(term));
  const ownRight = [...statement.right].filter((term) => !statement.left.has(term));
  const rightSides = ownRight.map((term) => sideOf(term, sentence)).filter((side) => side !== null);
  const leftSides = ownLeft.map((term) => sideOf(term, sentence));
  if (rightSides.length === 0) return null;
  if (rightSides.every((side) => side === 'right')) return leftSides.includes('left') && !leftSides.includes('right') ? true : null;
  if (rightSides.every((side) => side === 'left')) return leftSides.includes('right') ? false : null;
  return null;
}

/**
 * Whether a comparison of the sentence, its "not" aside, says what the statement says (the same comparative and sides, or the
 * converse: true) or its reverse (false); null when it compares in another sense, or its sides cannot be told apart.
 */
function statesComparison(stated: Comparison, comparison: Comparison): boolean | null {
  const shared = comparison.senses.find((sense) => stated.senses.some((other) => other.pair === sense.pair));
  if (!shared || comparison.qualified !== stated.qualified) return null;
  const sameOrder = readOrder(stated, comparison);
  if (sameOrder === null) return null;
  const sameWord = shared.half === stated.senses.find((sense) => sense.pair === shared.pair)!.half;
  return sameWord === sameOrder;
}

/**
 * The verdict a sentence's comparison gives a comparing statement. `carried`: the terms the sentence inherits through a pronoun
 * or "this <noun>" (rank-sentences.ts).
 */
export function judgeComparativeOrder(statement: string, sentence: string, carried: ReadonlySet<string> = new Set()): ComparativeVerdict {
  const [stated, ...more] = readComparisons(statement);
  if (!stated || more.length > 0 || stated.negated) return null;
  const sentenceTerms = new Set([...termsIn(findWords(sentence)), ...carried]);
  // Every other word of the statement must stand in the sentence: the comparison is all that is left to read.
  const needed = [...stated.left, ...stated.right].filter((term) => !COMPARATIVE_TERMS.has(term));
  if (!needed.every((term) => sentenceTerms.has(term))) return null;
  const verdicts = new Set<ComparativeVerdict>();
  for (const comparison of readComparisons(sentence, carried)) {
    if (comparison.negated || !stated.numbers.every((number) => comparison.numbers.includes(number))) continue;
    const states = statesComparison(stated, comparison);
    if (states !== null) verdicts.add(states ? 'holds' : 'contradicts');
  }
  // Two comparisons of the sentence that disagree settle nothing.
  return verdicts.size === 1 ? [...verdicts][0]! : null;
}

/** "is not older than", "isn't any taller than", "no larger than": the "not" on the comparative itself, not elsewhere in the sentence. */
function negatesRightBefore(sentence: string, pair: number): boolean {
  const words = COMPARATIVE_PAIRS[pair]!.flat().join('|');
  return new RegExp(`(?:\\b(?:not|never|no)|n't)\\s+(?:any\\s+|much\\s+|even\\s+)?(?:${words})\\s+than\\b`, 'i').test(sentence);
}

/**
 * A statement read against a sentence that denies a comparison ("Ben is not older than Anna"): the statement that comparison
 * would state ("Ben is older than Anna", "Anna is younger than Ben") is contradicted; the one it would deny ("Anna is older
 * than Ben") is left unsettled, since "not older" is also "as old" (review of session 45: it was False at 0.9). Null when the
 * sentence holds no such comparison of the statement's things.
 */
export function judgeNegatedComparison(statement: string, sentence: string, carried: ReadonlySet<string> = new Set()): 'contradicts' | 'unsettled' | null {
  const [stated, ...more] = readComparisons(statement);
  if (!stated || more.length > 0 || stated.negated) return null;
  const verdicts = new Set<'contradicts' | 'unsettled'>();
  for (const comparison of readComparisons(sentence, carried)) {
    const shared = comparison.senses.find((sense) => stated.senses.some((other) => other.pair === sense.pair));
    if (!comparison.negated || !shared || !negatesRightBefore(sentence, shared.pair)) continue;
    const states = statesComparison(stated, comparison);
    if (states !== null) verdicts.add(states ? 'contradicts' : 'unsettled');
  }
  return verdicts.size === 1 ? [...verdicts][0]! : null;
}
