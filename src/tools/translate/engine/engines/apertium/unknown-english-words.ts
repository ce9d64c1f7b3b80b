import type { LookUpWords } from '../../pipeline/noun-facts';

/** Remembered per word: the analyser is a process to start, and documents repeat their words. */
const MAX_REMEMBERED = 5_000;

/** Of some English words (or hyphenated compounds), those the English analyser has no entry for as a whole. */
export type FindUnknownEnglish = (words: readonly string[]) => Promise<Set<string>>;

/**
 * Asks the English analyser (`lt-proc`, through `lookUpWords`) once per word, as written. With no
 * analyser installed (an empty answer) or a failed look-up, no word is called unknown, so the steps that
 * use this leave the text as it was.
 */
export function createUnknownEnglishFinder(lookUpWords: LookUpWords): FindUnknownEnglish {
  const known = new Map<string, boolean>();
  return async (words) => {
    const asked = [...new Set(words)].filter((word) => !known.has(word));
    if (asked.length > 0) {
      const readings = await lookUpWords('en', asked).catch(() => undefined);
      if (!readings || readings.size === 0) return new Set();
      if (known.size + asked.length > MAX_REMEMBERED) known.clear();
      for (const word of asked) known.set(word, (readings.get(word.toLowerCase())?.length ?? 0) > 0);
    }
    return new Set(words.filter((word) => known.get(word) === false));
  };
}
