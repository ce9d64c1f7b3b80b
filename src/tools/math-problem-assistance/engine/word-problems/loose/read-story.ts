import { normalizeText } from '../read-text';
import { fixSpelling } from './fix-spelling';
import { digitsForNumberWords } from './number-words';
import { rephraseAsk } from './rephrase-ask';
import { rephraseMean } from './rephrase-mean';
import { rephraseRatio } from './rephrase-ratio';
import { rephraseStatements } from './rephrase-statements';
import { readUnit } from './read-units';

// What every loose reader needs from a story: its numbers with what follows each (a unit, "%", "$"
// before it) and its question. A loose reader answers only when it accounts for every number of the
// story, so a number it does not understand ("3 friends share…") makes it refuse rather than drop it.

export interface Quantity {
  value: number;
  /** The number as written ("1,200", "3/4", "2 1/2"). */
  text: string;
  /** Its exact value for a set-up: "1200", "2.5", "3/4", "5/2" (a fraction is never rounded to a decimal). */
  exact: string;
  money: boolean;
  percent: boolean;
  /** The word or two after the number, lower case ("hours", "km/h", "miles per hour", "mph"). */
  after: string;
  /** Where it starts in the story's lower-case text. */
  at: number;
}

/** An order written in digits ("7th", "3rd"): not an amount. */
export interface Ordinal {
  value: number;
  at: number;
}

export interface Story {
  /** Lower case, one space, curly quotes made plain, final punctuation kept. */
  text: string;
  quantities: Quantity[];
  /** Orders in digits ("her 7th game"); only the readers that declare so read a story that has one. */
  ordinals: Ordinal[];
  /** The last sentence that asks (ends in "?" or opens on how/what/find…), lower case. */
  ask: string;
  /** Everything before the ask. */
  facts: string;
  /** Decimal places the story asks the answer rounded to ("round to the nearest cent": 2). */
  round?: number;
}

/** A number: a mixed number ("2 1/2"), a fraction ("3/4"), thousands with commas, a decimal. */
const NUMBER = /(\$\s?)?(\d+ \d+\/\d+(?![\d/])|\d+\/\d+(?![\d/])|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(\s?(?:%|percent\b|per cent\b))?/g;
/** A closing sentence that says how to answer, not what to find ("Use 3.14 for pi.", "Round to the nearest tenth."). */
const INSTRUCTION = /^(?:use|round|give|express|leave|write|answer) (?:[^?]*)[.!]?$/;
const ASKING = /^(?:how|what|what's|whats|find|calculate|work out|determine|which|when|by what|after how|convert)\b/;
/**
 * A question run on after the facts with no stop between them ("… costs $240 before tax whats the
 * total cost", "… equals 19 find the number"): only openers that cannot continue a statement, never
 * after a word that would make them its object ("to find", "know what", "and how").
 */
// ("… lit together when will they be the same height": "when will" opens no statement either; session 45.)
const RUN_ON_ASK = /(?<!\b(?:to|and|or|but|know|knows|asks?|asked|wonders?|of|is|was|that|then|so) )\b(?:what is|what's|whats|what are|what was|how many|how much|how long|how far|how old|find the|calculate the|when will)\b/g;

/**
 * "Round to the nearest cent", ", round to nearest tenth", "to 2 decimal places": how the answer is to be
 * given, not a fact of the story; read as a number of decimal places and taken out of the text, so its
 * words and numbers are no reader's business.
 */
const ROUNDING = /(?:[,;]\s*|\s+|^)\(?(?:and |then |please )*(?:round(?:ed)?|give|write|express|answer)(?: (?:it|your answer|the answer|the result|this))?(?: as a decimal| in (?:hours|minutes|days|dollars|meters|feet|miles))? (?:to|correct to) (?:(?:the )?nearest (cent|penny|tenth|hundredth|thousandth|whole number|whole cent|whole (?:person|people|student|animal)|dollar|integer)|(\d|one|two|three) decimal places?|(\d|one|two|three) places?)(?: of an? (?:cubic |square )?[a-z]+)?\)?(?=[.!?]?\s*(?:$|[a-z]))[.!]?/;
const PLACES: Record<string, number> = { cent: 2, penny: 2, 'whole cent': 2, tenth: 1, hundredth: 2, thousandth: 3, 'whole number': 0, dollar: 0, integer: 0, one: 1, two: 2, three: 3 };

/** The text without its rounding instruction, and the decimal places it asks for. */
function takeRounding(text: string): { text: string; round?: number } {
  const found = ROUNDING.exec(text);
  if (!found) return { text };
  const said = found[1] ?? found[2] ?? found[3]!;
  // "to the nearest whole person" (session 44): a whole count.
  const round = PLACES[said] ?? (said.startsWith('whole ') ? 0 : Number(said));
  const rest = `${text.slice(0, found.index)}${text.slice(found.index + found[0].length)}`.trim();
  // Two instructions, or one that names no number of places: left in, and no reader reads it.
  if (!Number.isInteger(round) || ROUNDING.test(rest)) return { text };
  return { text: rest, round };
}

/**
 * "A 40-foot flagpole", "a 5-pound bag", "a 10-gallon cooler": an amount glued to its unit by a hyphen is the amount
 * and its unit ("40 foot"), so a reader sees the unit after the number. "A 12-year-old" stays: an age, not a time.
 */
function unglueAmounts(text: string): string {
  return text.replace(/(\d)-(?=[a-z])(?!years?-old\b)/g, '$1 ');
}

const CLOCK = String.raw`(\d{1,2}):(\d{2})\s?(am|pm|a\.m\.|p\.m\.)?`;

/** Minutes after midnight of a clock time; without am or pm, as written (9:40 is 9:40). */
function clockMinutes(hours: string, minutes: string, half: string | undefined): number | null {
  const [h, m] = [Number(hours), Number(minutes)];
  if (m > 59 || h > 23 || (half && (h < 1 || h > 12))) return null;
  const afternoon = half?.startsWith('p') ?? false;
  return ((half ? h % 12 : h) + (afternoon ? 12 : 0)) * 60 + m;
}

/**
 * "left at 9:40 am and got there at 1:10 pm", "from 8:15 to 10:45": two clock times are a time taken, written as
 * the hours between them ("after 3.5 hours", "for 2.5 hours") for the readers of rates. Only with exactly two clock
 * times, the later one after the earlier (past midnight only when both say am or pm), and a whole number of
 * tenths or quarters of an hour; otherwise the story is left as typed.
 */
function clockTimesAsHours(text: string): string {
  const times = [...text.matchAll(new RegExp(CLOCK, 'g'))];
  if (times.length !== 2) return text;
  const [first, second] = times.map((m) => ({ minutes: clockMinutes(m[1]!, m[2]!, m[3]), half: m[3] })) as [{ minutes: number | null; half?: string }, { minutes: number | null; half?: string }];
  if (first.minutes === null || second.minutes === null || Boolean(first.half) !== Boolean(second.half)) return text;
  let elapsed = second.minutes - first.minutes;
  if (elapsed <= 0 && first.half) elapsed += 24 * 60;
  if (elapsed <= 0 || (elapsed % 6 !== 0 && elapsed % 15 !== 0)) return text;
  const hours = String(elapsed / 60);
  const fromTo = new RegExp(String.raw`\bfrom ${CLOCK} (?:to|until|till) ${CLOCK}`);
  if (fromTo.test(text)) return text.replace(fromTo, `for ${hours} hours`);
  const atAt = new RegExp(String.raw`\s*\b(?:at|from) ${CLOCK}\b\.?(.*?)\b(?:at|by) ${CLOCK}\b\.?`);
  if (atAt.test(text)) return text.replace(atAt, (_whole, _h1, _m1, _p1, between: string) => ` ${between.trim()} after ${hours} hours`);
  return text;
}

/** "she'll be", "they'll have": the readers' statements are written with "will". */
function expandWill(text: string): string {
  return text.replace(/\b(she|he|they|it|i|we|you|who)'ll\b/g, '$1 will');
}

/**
 * The story read for the loose readers. With `loose`, amounts written in words ("sixty-five miles per hour", "five
 * years ago") are read as digits (number-words.ts), a ratio of the things a story has is said as "the ratio of A to B"
 * (rephrase-ratio.ts), a mean said with its measure as a plain mean (rephrase-mean.ts), and the question is put in the readers' words (rephrase-ask.ts);
 * index.ts reads a story so only when no reader reads it as typed, so a story read before is read the same way
 * ("over five years" stays words a percent reader passes over).
 */
export function readStory(raw: string, loose = false): Story | null {
  // "Mr. Lee": a title's full stop ends no sentence.
  // "cm^2", "ft^3": a unit's power typed with a caret is the unit squared (cm²), not math notation.
  const spelt = fixSpelling(
    normalizeText(raw)
      .toLowerCase()
      .replace(/\b(mr|mrs|ms|dr)\. (?=[a-z])/g, '$1 ')
      .replace(/\b(mm|cm|m|km|in|ft|yd|mi|inches|feet|yards|meters|metres|miles)\^([23])(?![\d.])/g, (_all, unit: string, power: string) => `${unit}${power === '2' ? '²' : '³'}`),
  );
  const { text, round } = takeRounding(loose ? rephraseStatements(rephraseMean(rephraseRatio(digitsForNumberWords(unglueAmounts(clockTimesAsHours(expandWill(spelt))))))) : spelt);
  // LaTeX ("$x^2$", "$5$", "\\frac") is a competition problem's notation, not a story's money: a "$" must open an amount.
  // "1 inch = 15 miles", "1 mile = 1.609 km": an equals between two amounts with units is a stated
  // equivalence, not an equation; any other "=" (x = 5) is.
  const unitEquals = /\b\d+(?:\.\d+)? ?([a-z]+) ?= ?\d+(?:\.\d+)? ?([a-z]+)\b/g;
  // "(use pi = 3.14)": the value of π to use, not an equation either.
  const equations = text.replace(unitEquals, (whole, left: string, right: string) => (readUnit(left) && readUnit(right) ? ' ' : whole)).replace(/\b(?:pi|π) ?= ?(?:3\.14|22\/7)\b/g, ' ');
  if (!text || /[\\^_{}]|\$(?!\s?\.?\d)/.test(text) || /=/.test(equations)) return null;
  const quantities: Quantity[] = [];
  const ordinals: Ordinal[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const at = match.index ?? 0;
    // A number glued after a letter ("x2", "b3") is a label, not an amount.
    if (/[a-z]/.test(text[at - 1] ?? '')) return null;
    // "3rd", "7th": an order, not an amount; kept apart for the readers that read one ("her 7th game").
    if (/^(?:st|nd|rd|th)\b/.test(text.slice(at + match[0].length))) {
      if (match[1] !== undefined || match[3] !== undefined || !/^\d+$/.test(match[2]!)) return null;
      ordinals.push({ value: Number(match[2]), at });
      continue;
    }
    // "3/4/2020" is a date, "1/2/3" no number at all.
    if (text[at - 1] === '/') return null;
    const exact = exactOf(match[2]!);
    if (exact === null) return null;
    const value = Number(exact.value);
    const rest = text.slice(at + match[0].length).trimStart();
    quantities.push({ value, text: match[2]!, exact: exact.text, money: match[1] !== undefined, percent: match[3] !== undefined, after: rest.split(/[\s,.;:?!]+/).slice(0, 3).join(' '), at });
  }
  const { ask, facts } = splitAsk(text);
  if (!ask) return null;
  return { text, quantities, ordinals, ask: loose ? rephraseAsk(ask) : ask, facts, ...(round === undefined ? {} : { round }) };
}

/** The question: the last sentence that asks, or the clause after the last comma when it opens on a question word ("…, how far does it go?"). */
function splitAsk(text: string): { ask: string; facts: string } {
  const all = text.split(/(?<=[.?!:])\s+(?=\S)/);
  // "… What is its area? Use 3.14 for pi.": a closing instruction is a fact, the question before it the ask.
  let cut = all.length;
  while (cut > 1 && INSTRUCTION.test(all[cut - 1]!)) cut -= 1;
  if (cut < all.length) {
    const { ask, facts } = splitAsk(all.slice(0, cut).join(' '));
    return ask ? { ask, facts: `${facts} ${all.slice(cut).join(' ')}`.trim() } : { ask: '', facts: text };
  }
  const sentences = all;
  const last = sentences[sentences.length - 1] ?? '';
  const before = sentences.slice(0, -1).join(' ');
  if (last.endsWith('?') || ASKING.test(last)) {
    const comma = last.lastIndexOf(', ');
    const tail = comma >= 0 ? last.slice(comma + 2) : '';
    if (tail && ASKING.test(tail)) return { ask: tail, facts: `${before} ${last.slice(0, comma)}`.trim() };
    return { ask: last, facts: before };
  }
  // "…. whats the percent increase" without a question mark, after a full sentence.
  const clause = text.split(/[.,]\s+/).pop() ?? '';
  if (ASKING.test(clause)) return { ask: clause, facts: text.slice(0, text.length - clause.length) };
  // "two consecutive even numbers add up to 86 what is the smaller one": typed as one run, the
  // question starts where a question opener follows an amount or a noun the facts end on.
  const runOn = [...last.matchAll(RUN_ON_ASK)].pop();
  if (runOn?.index !== undefined && runOn.index > 0) {
    const ask = last.slice(runOn.index).trim();
    return { ask, facts: `${before} ${last.slice(0, runOn.index)}`.trim() };
  }
  return { ask: '', facts: text };
}

/**
 * A number as written, exactly: "1,200" → 1200, "3/4" → 3/4, "2 1/2" → 5/2 (a proper fraction after the whole
 * number, or it is not a mixed number); null for a zero denominator or "2 5/4".
 */
function exactOf(written: string): { text: string; value: number } | null {
  const fraction = /^(?:(\d+) )?(\d+)\/(\d+)$/.exec(written);
  if (!fraction) {
    const value = Number(written.replace(/,/g, ''));
    return Number.isFinite(value) ? { text: show(value), value } : null;
  }
  const [whole, top, bottom] = [Number(fraction[1] ?? 0), Number(fraction[2]), Number(fraction[3])];
  if (bottom === 0 || (fraction[1] !== undefined && top >= bottom)) return null;
  const numerator = whole * bottom + top;
  return { text: `${numerator}/${bottom}`, value: numerator / bottom };
}

/** The quantities whose following words match (the unit test is on `after`). */
export function quantitiesWith(story: Story, unit: RegExp): Quantity[] {
  return story.quantities.filter((quantity) => unit.test(quantity.after));
}

/** A plain number for a set-up ("1200", "2.5"). */
export function show(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(10)));
}
