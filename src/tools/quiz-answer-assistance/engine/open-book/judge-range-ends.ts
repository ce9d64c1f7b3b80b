import { findWords } from '../read/content-words';

/**
 * "The canal cut the cost … to about $100" against "…cut the cost … from about $100 by road to about $10": every word of
 * the statement stands in the sentence, yet the statement puts the range's starting value where the sentence puts its end
 * (or the reverse). Retrieval drops "from" and "to" as stop words, so only this reading sees the swap.
 */

/** A number with what may stand between it and its "from"/"to": "about", "$", "around 1.5". */
const RANGE_VALUE = /\b(from|to)\s+(?:(?:about|around|roughly|nearly|almost|some|just|over|under|only)\s+)?(?:US)?[$£€]?\s?(\d[\d,.]*)/gi;

interface RangeValue {
  preposition: 'from' | 'to';
  value: string;
}

function readRangeValues(text: string): RangeValue[] {
  return [...text.matchAll(RANGE_VALUE)].map((match) => ({ preposition: match[1]!.toLowerCase() as 'from' | 'to', value: match[2]!.replace(/[,.]+$/, '').replace(/,/g, '') }));
}

/**
 * Whether the statement gives one end of a "from … to …" range that the sentence states with the ends the other way: the
 * statement's value stands after "from" in the sentence where the statement has "to" (or the reverse), and the sentence gives
 * another value after the statement's preposition. A statement that gives both ends is left to the other readers.
 */
export function swapsRangeEnds(statement: string, sentence: string): boolean {
  const stated = readRangeValues(statement);
  if (stated.length !== 1) return false;
  const { preposition, value } = stated[0]!;
  const given = readRangeValues(sentence);
  const other = preposition === 'from' ? 'to' : 'from';
  const atOtherEnd = given.some((entry) => entry.preposition === other && entry.value === value);
  const ownEnd = given.filter((entry) => entry.preposition === preposition);
  // The statement's number must be nowhere else in its own words (a statement "from 100 to 10" names both ends).
  const statementNumbers = findWords(statement).filter((word) => /^\d/.test(word.text)).length;
  return statementNumbers === 1 && atOtherEnd && ownEnd.length > 0 && ownEnd.every((entry) => entry.value !== value);
}
