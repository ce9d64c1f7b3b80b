import { roundReading } from './loose/round-reading';
import type { EmbeddedReading } from './word-problem-outcome';

// A rounding the question asks for ("…, to the nearest dollar?", "Round to the nearest tenth of a year.", "give it to 2
// decimal places") binds every reader's answer, not only the loose readers' (which take a "round to …" sentence out of
// the story themselves): an exact 632.970464 shown for "to the nearest dollar" answers another question. So it is read
// from the whole text once a reader has answered, and the answer gets a rounding step of its own after the working, the
// exact value kept in sight there. A rounding named in a unit ("to the nearest inch", "to the nearest minute") would need
// the answer's own unit, which not every reader says, so it refuses, as does a rounding said in a way this does not read.

/** Decimal places by the place named after "nearest"; a unit of its own ("dollar", "whole person") rounds to a whole. */
const PLACE_WORDS: Record<string, number> = {
  tenth: 1,
  hundredth: 2,
  thousandth: 3,
  cent: 2,
  penny: 2,
  'whole cent': 2,
  dollar: 0,
  'whole dollar': 0,
  integer: 0,
  'whole number': 0,
  whole: 0,
  unit: 0,
  'whole person': 0,
  person: 0,
  'whole percent': 0,
  percent: 0,
};
const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

const NEAREST = /\bnearest (whole (?:number|cent|dollar|person|percent)|whole|tenth|hundredth|thousandth|cent|penny|dollar|integer|unit|person|percent)(?!\w)/g;
const DECIMAL_PLACES = /\b(\d|one|two|three|four) decimal places?\b/g;
/** "to the nearest inch", "round to the nearest ten": a rounding this does not turn into decimal places. */
const OTHER_NEAREST = /\b(?:to|round(?:ed)?(?: off)?(?: to)?) the nearest (?!(?:whole (?:number|cent|dollar|person|percent)|whole|tenth|hundredth|thousandth|cent|penny|dollar|integer|unit|person|percent)(?!\w))[a-z]+|\bround(?:ed)? (?:it |your answer |the answer )?to nearest (?!(?:whole|tenth|hundredth|thousandth|cent|penny|dollar|integer|unit|person|percent)(?!\w))[a-z]+|\bsignificant (?:figures|digits)\b|\bsig figs?\b/;

export type AskedRounding = { places: number } | 'unread' | null;

/** The decimal places the text asks its answer rounded to; `unread` when it asks a rounding this cannot follow. */
export function findAskedRounding(text: string): AskedRounding {
  const lower = text.toLowerCase();
  if (OTHER_NEAREST.test(lower)) return 'unread';
  const asked = new Set<number>();
  for (const [, word] of lower.matchAll(NEAREST)) asked.add(PLACE_WORDS[word!]!);
  for (const [, count] of lower.matchAll(DECIMAL_PLACES)) asked.add(COUNT_WORDS[count!] ?? Number(count));
  if (asked.size > 1) return 'unread';
  // A dollar or a cent is a place only when the answer is in dollars: "in cents, to the nearest cent" is a whole.
  if (asked.size === 1 && /\bnearest (?:whole )?(?:cent|penny|dollar)\b/.test(lower) && /\bin cents\b|\bcents (?:per|a|an|each)\b/.test(lower)) return 'unread';
  if (asked.size === 1) return { places: [...asked][0]! };
  // "Round your answer." with no place named, or "rounded up": no place to follow.
  if (/(?:^|[.,;!?(]\s*|\b(?:and|then|please|pls)\s+)round(?:ed)? (?:it |your answer |the answer |this )?(?:to|off|up|down)\b/.test(lower)) return 'unread';
  return null;
}

/** The reading with the rounding its question asks applied (unchanged without one); null when that cannot be done. */
export function honourRounding(text: string, reading: EmbeddedReading): EmbeddedReading | null {
  const asked = findAskedRounding(text);
  if (asked === null) return reading;
  if (asked === 'unread') return null;
  // Several answers would each need the rounding: not done, so no answer rather than one rounded and one not.
  if (reading.others?.length) return null;
  return roundReading(reading, asked.places);
}
