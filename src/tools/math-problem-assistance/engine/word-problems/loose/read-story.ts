import { normalizeText } from '../read-text';
import { fixSpelling } from './fix-spelling';
import { readUnit } from './read-units';

// What every loose reader needs from a story: its numbers with what follows each (a unit, "%", "$"
// before it) and its question. A loose reader answers only when it accounts for every number of the
// story, so a number it does not understand ("3 friends share…") makes it refuse rather than drop it.

export interface Quantity {
  value: number;
  /** The number as written ("1,200" → 1200). */
  text: string;
  money: boolean;
  percent: boolean;
  /** The word or two after the number, lower case ("hours", "km/h", "miles per hour", "mph"). */
  after: string;
  /** Where it starts in the story's lower-case text. */
  at: number;
}

export interface Story {
  /** Lower case, one space, curly quotes made plain, final punctuation kept. */
  text: string;
  quantities: Quantity[];
  /** The last sentence that asks (ends in "?" or opens on how/what/find…), lower case. */
  ask: string;
  /** Everything before the ask. */
  facts: string;
  /** Decimal places the story asks the answer rounded to ("round to the nearest cent": 2). */
  round?: number;
}

const NUMBER = /(\$\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(\s?(?:%|percent\b|per cent\b))?/g;
/** A closing sentence that says how to answer, not what to find ("Use 3.14 for pi.", "Round to the nearest tenth."). */
const INSTRUCTION = /^(?:use|round|give|express|leave|write) (?:[^?]*)[.!]?$/;
const ASKING = /^(?:how|what|what's|whats|find|calculate|work out|determine|which|when|by what|after how|convert)\b/;
/**
 * A question run on after the facts with no stop between them ("… costs $240 before tax whats the
 * total cost", "… equals 19 find the number"): only openers that cannot continue a statement, never
 * after a word that would make them its object ("to find", "know what", "and how").
 */
const RUN_ON_ASK = /(?<!\b(?:to|and|or|but|know|knows|asks?|asked|wonders?|of|is|was|that|then|so) )\b(?:what is|what's|whats|what are|what was|how many|how much|how long|how far|how old|find the|calculate the)\b/g;

/**
 * "Round to the nearest cent", ", round to nearest tenth", "to 2 decimal places": how the answer is to be
 * given, not a fact of the story; read as a number of decimal places and taken out of the text, so its
 * words and numbers are no reader's business.
 */
const ROUNDING = /(?:[,;]\s*|\s+|^)\(?(?:and |then |please )*(?:round(?:ed)?|give|write|express|answer)(?: (?:it|your answer|the answer|the result|this))?(?: as a decimal)? (?:to|correct to) (?:(?:the )?nearest (cent|penny|tenth|hundredth|thousandth|whole number|whole cent|dollar|integer)|(\d|one|two|three) decimal places?|(\d|one|two|three) places?)\)?(?=[.!?]?\s*(?:$|[a-z]))[.!]?/;
const PLACES: Record<string, number> = { cent: 2, penny: 2, 'whole cent': 2, tenth: 1, hundredth: 2, thousandth: 3, 'whole number': 0, dollar: 0, integer: 0, one: 1, two: 2, three: 3 };

/** The text without its rounding instruction, and the decimal places it asks for. */
function takeRounding(text: string): { text: string; round?: number } {
  const found = ROUNDING.exec(text);
  if (!found) return { text };
  const said = found[1] ?? found[2] ?? found[3]!;
  const round = PLACES[said] ?? Number(said);
  const rest = `${text.slice(0, found.index)}${text.slice(found.index + found[0].length)}`.trim();
  // Two instructions, or one that names no number of places: left in, and no reader reads it.
  if (!Number.isInteger(round) || ROUNDING.test(rest)) return { text };
  return { text: rest, round };
}

export function readStory(raw: string): Story | null {
  const { text, round } = takeRounding(fixSpelling(normalizeText(raw).toLowerCase()));
  // LaTeX ("$x^2$", "$5$", "\\frac") is a competition problem's notation, not a story's money: a "$" must open an amount.
  // "1 inch = 15 miles", "1 mile = 1.609 km": an equals between two amounts with units is a stated
  // equivalence, not an equation; any other "=" (x = 5) is.
  const unitEquals = /\b\d+(?:\.\d+)? ?([a-z]+) ?= ?\d+(?:\.\d+)? ?([a-z]+)\b/g;
  const equations = text.replace(unitEquals, (whole, left: string, right: string) => (readUnit(left) && readUnit(right) ? ' ' : whole));
  if (!text || /[\\^_{}]|\$(?!\s?\.?\d)/.test(text) || /=/.test(equations)) return null;
  const quantities: Quantity[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const at = match.index ?? 0;
    // A number glued after a letter ("x2", "b3") is a label, not an amount; "3rd" is an order, not an amount either.
    if (/[a-z]/.test(text[at - 1] ?? '') || /^(?:st|nd|rd|th)\b/.test(text.slice(at + match[0].length))) return null;
    const value = Number(match[2]!.replace(/,/g, ''));
    if (!Number.isFinite(value)) return null;
    const rest = text.slice(at + match[0].length).trimStart();
    quantities.push({ value, text: match[2]!, money: match[1] !== undefined, percent: match[3] !== undefined, after: rest.split(/[\s,.;:?!]+/).slice(0, 3).join(' '), at });
  }
  const { ask, facts } = splitAsk(text);
  if (!ask) return null;
  return { text, quantities, ask, facts, ...(round === undefined ? {} : { round }) };
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

/** The quantities whose following words match (the unit test is on `after`). */
export function quantitiesWith(story: Story, unit: RegExp): Quantity[] {
  return story.quantities.filter((quantity) => unit.test(quantity.after));
}

/** A plain number for a set-up ("1200", "2.5"). */
export function show(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(10)));
}
