import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Fractions of a quantity taken in turn, the way stories tell them: "ate 1/4 of the pizza and then 1/3 of
// what was left", "spent 1/3 of her money on a game and 1/4 of it on a shirt; she has $30 left", "2/5 of
// the students are in band and 3/4 of the band students play brass". Each fraction (or percent) is of the
// whole ("of it", "of the pizza"), of what is left after the steps before ("of the rest", "of what's
// left"), or of the group the step before named ("of the band students"). The whole or what is left is
// given, and the question asks the whole, what is left, or one step's part; the parts and what is left are
// written in w, the whole, and solved. A fraction whose base cannot be told, a step that is not a fraction
// "of" something, a number left over, or an ask that names no one amount, and it refuses.

/** The hidden-quantity words this reader reads itself. */
export const FRACTION_CHAIN_WORDS = /\b(?:half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|eighths?|tenths?|rest|remaining|remainder)\b/g;

const WORD_NUMERATORS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, seven: 7, nine: 9 };
const WORD_DENOMINATORS: Record<string, number> = { half: 2, halves: 2, third: 3, thirds: 3, quarter: 4, quarters: 4, fourth: 4, fourths: 4, fifth: 5, fifths: 5, sixth: 6, sixths: 6, eighth: 8, eighths: 8, tenth: 10, tenths: 10 };
const FRACTION = /\b(?:(\d+\/\d+)|(\d+(?:\.\d+)?) ?(?:%|percent\b)|(half)|(a|one|two|three|four|five|seven|nine) (half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|eighths?|tenths?)) of (?:the )?/g;
const REST = /^(?:rest|remainder|remaining|what(?:'s|s| is| was)? (?:left|remains|remained|remaining)|what remain(?:s|ed)|(?:her|his|their|its) (?:remaining|rest)\b|[a-z]+ (?:that (?:is|was|are|were) )?(?:left|remaining)\b)/;
const WHOLE_WORDS = /^(?:it|them|this|that|the whole|whole|total|all)\b/;
const STOP = new Set(['the', 'a', 'an', 'of', 'and', 'then', 'on', 'for', 'to', 'in', 'is', 'are', 'was', 'were', 'her', 'his', 'their', 'its', 'it', 'them', 'she', 'he', 'they', 'i', 'you', 'we', 'how', 'many', 'much', 'what', 'does', 'did', 'do', 'will', 'would', 'there', 'that', 'this', 'with', 'after', 'by', 'at', 'has', 'have', 'had']);
const LEFT = /\b(?:left|remain(?:s|ed|ing)?|left over|still (?:has|have|had))\b/;
/** "…, and the rest are white", "the others had D", "accounted for the rest": what is left named as a group of its own (not "of the rest"). */
const LEFTOVER_GROUP = /(?<!\bof (?:the )?)\b(?:rest|others|remainder)\b/;
const ASKS_WHOLE = /\b(?:at first|originally|original|to begin with|to start with|in the beginning|at the start|start(?:ed)? with|did (?:she|he|they|i|you|we) (?:get|receive|have|earn|make|win|start with|begin with))\b/;

type Base = 'whole' | 'rest' | 'part';

interface ChainStep {
  /** The fraction as an exact expression ("1/3", "25/100"). */
  fraction: string;
  value: number;
  base: Base;
  /** The words of the step: from the end of the step before to the next one. */
  words: Set<string>;
  /** The words after its base (what the part does: "are in band", "on a shirt"). */
  predicate: Set<string>;
  /** The noun it is "of", as keys ("pizza", "band student"). */
  baseWords: string[];
  /** Where its number or words stand in the text, so the number is not counted again. */
  at: number;
  end: number;
}

function fractionOf(match: RegExpMatchArray): { text: string; value: number } | null {
  if (match[1]) {
    const [top, bottom] = match[1].split('/').map(Number) as [number, number];
    return bottom > 0 && top < bottom ? { text: match[1], value: top / bottom } : null;
  }
  if (match[2]) return Number(match[2]) < 100 ? { text: `${match[2]}/100`, value: Number(match[2]) / 100 } : null;
  if (match[3]) return { text: '1/2', value: 0.5 };
  const [top, bottom] = [WORD_NUMERATORS[match[4]!]!, WORD_DENOMINATORS[match[5]!]!];
  // "one thirds", "two third": a numerator that does not fit its word.
  if ((top === 1) === /s$/.test(match[5]!) || top >= bottom) return null;
  return { text: `${top}/${bottom}`, value: top / bottom };
}

const contentWords = (text: string) => new Set(text.split(/[^a-z']+/).filter((word) => word && !STOP.has(word)).map(nounKey));
/** Where a step's words end and the next one's subject begins ("… of the pizza | and then jen eats …"). */
const JOIN = /\s(?:and|then|but|while|after that)\s|[,;]\s/;
/** Where the noun a fraction is "of" ends and what that part does begins ("the students | are in band"). */
const PREDICATE = /\s(?:on|for|to|are|is|were|was|in|at|with|who|that|which|go|goes|went|play|plays|like|likes|take|takes|took)\s/;

/** The end of the sentence the text at `at` is in. */
function sentenceEnd(text: string, at: number): number {
  const found = text.slice(at).search(/[.?!;](?:\s|$)/);
  return found < 0 ? text.length : at + found;
}

function readSteps(text: string): ChainStep[] | null {
  const matches = [...text.matchAll(FRACTION)];
  const steps: ChainStep[] = [];
  let subject = '';
  for (const [i, match] of matches.entries()) {
    const fraction = fractionOf(match);
    if (!fraction) return null;
    const start = match.index;
    const baseAt = start + match[0].length;
    const end = Math.min(matches[i + 1]?.index ?? text.length, sentenceEnd(text, baseAt));
    if (i === 0) subject = text.slice(Math.max(0, text.slice(0, start).search(/[^.?!;]*$/)), start);
    // The segment after "of": the base noun and what its part does, then (after "and", "then", ",") the next step's subject.
    const segment = text.slice(baseAt, end);
    const join = segment.search(JOIN);
    const own = join < 0 || end === sentenceEnd(text, baseAt) ? segment : segment.slice(0, join);
    const nextSubject = join < 0 ? '' : segment.slice(join);
    const predicateAt = ` ${own}`.search(PREDICATE);
    const baseText = predicateAt < 0 ? own : own.slice(0, Math.max(0, predicateAt - 1));
    const predicate = predicateAt < 0 ? '' : own.slice(Math.max(0, predicateAt - 1));
    const baseWords = baseText.split(' ').slice(0, 3).filter((word) => word && !STOP.has(word)).map(nounKey);
    let kind: Base;
    if (REST.test(own)) kind = 'rest';
    else if (i === 0 || WHOLE_WORDS.test(own)) kind = 'whole';
    else if (baseWords.some((word) => steps[i - 1]!.predicate.has(word))) kind = 'part';
    else if (baseWords.length > 0 && baseWords.every((word) => steps[0]!.baseWords.includes(word))) kind = 'whole';
    else return null;
    if (i === 0 && REST.test(own)) return null;
    steps.push({
      fraction: fraction.text,
      value: fraction.value,
      base: kind,
      words: new Set([...contentWords(subject), ...contentWords(predicate)]),
      predicate: contentWords(predicate),
      baseWords,
      at: start,
      end,
    });
    subject = nextSubject;
  }
  return steps;
}

interface Amounts {
  /** Each step's part, and what is left after all of them, as expressions in w. */
  parts: string[];
  left: string;
  /** The same, in floating point, for the whole `w`. */
  worked: (w: number) => { parts: number[]; left: number };
}

function writeAmounts(steps: ChainStep[]): Amounts {
  const parts: string[] = [];
  let left = 'w';
  for (const [i, step] of steps.entries()) {
    const of = step.base === 'whole' ? 'w' : step.base === 'rest' ? `(${left})` : `(${parts[i - 1]!})`;
    parts.push(`${step.fraction} * ${of}`);
    if (step.base !== 'part') left = `${left} - ${step.fraction} * ${of}`;
  }
  const worked = (w: number) => {
    const values: number[] = [];
    let rest = w;
    for (const [i, step] of steps.entries()) {
      const part = step.value * (step.base === 'whole' ? w : step.base === 'rest' ? rest : values[i - 1]!);
      values.push(part);
      if (step.base !== 'part') rest -= part;
    }
    return { parts: values, left: rest };
  };
  return { parts, left, worked };
}

export function readLooseFractionChain(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const steps = readSteps(text);
  if (!steps || steps.length < 2) return null;
  // Every number is a step's fraction, the whole, or what is left.
  const amounts = quantities.filter((quantity) => !steps.some((step) => quantity.at === step.at));
  if (amounts.length !== 1 || amounts.some((quantity) => quantity.percent || quantity.text.includes('/'))) return null;
  const given = amounts[0]!;
  const askStart = text.lastIndexOf(ask);
  if (given.at >= askStart) return null;
  const sentenceStart = text.slice(0, given.at).search(/[^.?!;]*$/);
  const sentence = text.slice(sentenceStart, sentenceEnd(text, given.at));
  const givenIsLeft = LEFT.test(sentence) && !steps.some((step) => step.at >= sentenceStart && step.at < sentenceStart + sentence.length);
  if (/\bnot\b|n't\b|\bfraction\b|\bpercent|\bmore\b|\bless\b|\bfewer\b|\beach\b|\bper\b/.test(ask)) return null;
  const asksLeft = LEFT.test(ask);
  // The ask may name that group by its own words ("how many white hats"), which the last step's words
  // also hold: the part asked could be the last step's or what is left, so it refuses unless it asks what is left.
  if (!asksLeft && LEFTOVER_GROUP.test(text.slice(0, askStart))) return null;
  const askWords = contentWords(ask);
  const unitWord = given.money ? '' : nounKey(given.after.split(' ')[0] ?? '');
  askWords.delete(unitWord);
  // "how much does she have left": the word that asks what is left is not a step's own ("1/3 of what was left").
  if (asksLeft) for (const word of ['left', 'remain', 'remains', 'remained', 'remaining', 'over']) askWords.delete(word);
  // A step the ask names by a word only that step has ("how many play brass", "how much on the shirt").
  const named = steps.filter((step, i) => [...askWords].some((word) => step.words.has(word) && steps.every((other, j) => j === i || !other.words.has(word))));
  const asksWhole = !givenIsLeft ? false : ASKS_WHOLE.test(ask) || (named.length === 0 && !asksLeft);
  let asked: 'whole' | 'left' | number;
  if (asksLeft && named.length === 0 && !givenIsLeft) asked = 'left';
  else if (asksWhole && !asksLeft && named.length === 0) asked = 'whole';
  else if (named.length === 1 && !asksLeft && !ASKS_WHOLE.test(ask)) asked = steps.indexOf(named[0]!);
  else return null;
  // What is left means nothing once a step takes a part of a part (a group within a group, not taken away).
  if ((asked === 'left' || givenIsLeft) && steps.some((step) => step.base === 'part')) return null;
  const { parts, left, worked } = writeAmounts(steps);
  const counted = !given.money && !/^(?:cups?|liters?|litres?|ml|gallons?|pounds?|lbs?|kg|grams?|g|ounces?|oz|miles?|km|meters?|metres?|m|feet|ft|inches|hours?|minutes?)$/.test(unitWord);
  const known = givenIsLeft ? `${left} = ${given.exact}` : `w = ${given.exact}`;
  const answer = asked === 'whole' ? 'w' : asked === 'left' ? left : parts[asked]!;
  const meaning = asked === 'whole' ? 'the whole amount at the start' : asked === 'left' ? 'the amount left' : `the part in step ${asked + 1}`;
  return solveChecked(
    {
      equations: [known, `a = ${answer}`],
      unknown: 'a',
      letters: `w = the whole amount at the start, a = ${meaning}; each fraction is of the whole, of what is left, or of the part before, as the story says`,
      meaning,
      ...(counted ? { whole: true } : {}),
    },
    (values) => {
      const w = values.w!;
      const amountsAt = worked(w);
      if (!(w > 0) || amountsAt.left < 0 || amountsAt.parts.some((part) => !(part > 0))) return false;
      if (counted && ![w, amountsAt.left, ...amountsAt.parts].every((value) => agrees(value, Math.round(value)))) return false;
      const expected = asked === 'whole' ? w : asked === 'left' ? amountsAt.left : amountsAt.parts[asked]!;
      return agrees(givenIsLeft ? amountsAt.left : w, given.value) && agrees(values.a!, expected);
    },
  );
}

/** For tests: the numbers a story's steps read, as "1/4 whole, 1/3 rest". */
export function describeSteps(text: string): string | null {
  const steps = readSteps(text);
  return steps ? steps.map((step) => `${step.fraction} ${step.base}`).join(', ') : null;
}
