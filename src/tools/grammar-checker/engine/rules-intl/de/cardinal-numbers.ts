/**
 * German cardinal numbers above one as a regular-expression alternation (no anchors): "zwei" … "zwölf", the teens
 * ("fünfzehn"), the tens with their units ("einundzwanzig"), hundreds and thousands ("dreihundert"), digits.
 * Rules that ask "a count above one?" splice it into their own word lists, so that "mit fünfzehn Lehrer" is read as
 * "mit zwei Lehrer" is.
 */
const UNIT = '(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun)';
const TEEN = '(?:zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|achtzehn|neunzehn)';
const TEN = '(?:zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)';
export const CARDINAL_ABOVE_ONE = `(?:${UNIT}|${TEEN}|(?:(?:ein|${UNIT})und)?${TEN}|(?:ein|${UNIT})?(?:hundert|tausend)|\\d+)`;

const CARDINAL = new RegExp(`^${CARDINAL_ABOVE_ONE}$`);

/** A cardinal number above one, in lower case ("fünfzehn", "einundzwanzig", "12"). */
export function isCardinalAboveOne(word: string): boolean {
  return CARDINAL.test(word) && word !== '1';
}
