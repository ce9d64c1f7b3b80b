// English → French goes through Catalan, which drops the subject pronoun: the third person's verb ending says
// neither he nor she, and apertium-fra-cat writes "il" wherever it puts one back ("She went to the store" →
// "Il est allé…", "She said that she was tired" → "Il a dit qu'il…"). When every third-person subject of the
// English sentence is "she", each personal "il" of the French can only stand for her and becomes "elle". With a
// "he" or an "it" in the sentence, or more "il" than "she", the French is left as it came: the "il" may be his.

/** "she", "she's", "she'd", "she'll": the English subjects that are feminine. */
const SHE = /\bshe(?:['’](?:s|d|ll))?\b/gi;
/** English subjects (or "it" of the weather and of "it is…") that French also writes "il". */
const OTHER_IL_SOURCES = /\b(?:he|it|he['’](?:s|d|ll)|it['’](?:s|d|ll))\b/i;
/** "il" and the conjunctions elided before it ("qu'il", "lorsqu'il", "s'il"), with what follows it. */
const FRENCH_IL = /(^|[^\p{L}'’])((?:lorsqu|puisqu|quoiqu|qu|s)['’])?(il)(?=[^\p{L}'’]|$)/giu;
/** The impersonal "il" of "il y a", "il faut", "il pleut", "il s'agit": no one's pronoun. */
const IMPERSONAL_AFTER = /^\s+(?:y\b|n['’]y\b|faut|fallait|faudra|faudrait|pleut|pleuvait|neige|semble|semblait|s['’]agit|s['’]agissait|suffit|reste|restait|vaut|paraît|arrive)/iu;

function countShe(english: string): number {
  return [...english.matchAll(SHE)].length;
}

function isImpersonal(french: string, after: number): boolean {
  return IMPERSONAL_AFTER.test(french.slice(after));
}

/** The French line with "elle" for each personal "il", when the English sentence's only third-person subject is "she". */
export function restoreFeminineSubjects(english: string, french: string): string {
  const she = countShe(english);
  if (she === 0 || OTHER_IL_SOURCES.test(english)) return french;
  const personal = [...french.matchAll(FRENCH_IL)].filter((match) => !isImpersonal(french, match.index + match[0].length));
  if (personal.length === 0 || personal.length > she) return french;
  let result = '';
  let cursor = 0;
  for (const match of personal) {
    const [, before = '', elided = '', il = ''] = match;
    const start = match.index + before.length;
    const capital = /^\p{Lu}/u.test(elided || il);
    // "s'il" is "si elle"; the other elided conjunctions keep their apostrophe ("qu'elle").
    const conjunction = elided.toLowerCase().startsWith('s') && elided.length === 2 ? (capital ? 'Si ' : 'si ') : elided;
    const pronoun = !elided && capital ? 'Elle' : 'elle';
    result += french.slice(cursor, start) + conjunction + pronoun;
    cursor = start + elided.length + il.length;
  }
  return result + french.slice(cursor);
}
