/** "What is the diameter of Pluto?": the measured noun and the name it is of. */
const NOUN_OF_NAME = /\b[Ww]hat\s+(?:is|was|are|were)\s+the\s+(\p{L}+)\s+of\s+(?:the\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*)\s*\??\s*$/u;
/** Words between "the diameter of Pluto" and its value ("as", "is about", "to be roughly"). */
const VALUE_REACH_WORDS = 4;
/** A measure said in proportion to the named one ("half the diameter of Pluto") is another thing's. */
const PROPORTION = /\b(?:half|twice|third|quarter|times|percent|per\s+cent|than|fraction)\s+(?:of\s+)?(?:the\s+)?$/i;

/**
 * "What is the diameter of Pluto?" against "…Charon … has a diameter of about 1200 kilometers, more than half the size of Pluto"
 * and "…astronomers have measured the diameter of Pluto as 2370 kilometers" (s41): the sentence that says the question's own
 * "diameter of Pluto", with the value a few words after it and not in proportion to it, gives that measure; a measure elsewhere
 * (of another thing the sentence also names) is no rival to it.
 */
export function holdsNamedMeasure(question: string, sentence: string, valueAt: number): boolean {
  const asked = NOUN_OF_NAME.exec(question);
  if (!asked) return false;
  const [, noun, name] = asked as unknown as [string, string, string];
  const phrase = new RegExp(`\\b${noun}\\s+of\\s+(?:the\\s+)?${name.replace(/[^\p{L}\s-]/gu, '')}\\b`, 'iu');
  const found = phrase.exec(sentence);
  if (!found || found.index + found[0].length > valueAt) return false;
  if (PROPORTION.test(sentence.slice(0, found.index))) return false;
  const between = sentence.slice(found.index + found[0].length, valueAt).match(/[\p{L}\p{N}]+/gu) ?? [];
  return between.length <= VALUE_REACH_WORDS && !/[;.]/.test(sentence.slice(found.index + found[0].length, valueAt));
}
