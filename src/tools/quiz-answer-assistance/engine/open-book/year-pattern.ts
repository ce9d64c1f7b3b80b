/**
 * One reading of "a year" for the quiz engine: four digits from 1000 to 2099. Wider ranges would read counts
 * ("3000 soldiers", "2,500 km") as years; narrower ones miss medieval and ancient dates the passages give.
 */
export const YEAR_DIGITS = '(?:1\\d{3}|20\\d{2})';

/** A token that is a year and nothing else ("1796"). */
export const YEAR_TOKEN = new RegExp(`^${YEAR_DIGITS}$`);

/** A token that is a year or a decade ("1960s"). */
export const YEAR_OR_DECADE_TOKEN = new RegExp(`^${YEAR_DIGITS}s?$`);

/** A year inside running text. */
export const YEAR_IN_TEXT = new RegExp(`\\b${YEAR_DIGITS}\\b`);

/** Every year written in the text, in order. */
export function findYears(text: string): string[] {
  return text.match(new RegExp(YEAR_IN_TEXT.source, 'g')) ?? [];
}
