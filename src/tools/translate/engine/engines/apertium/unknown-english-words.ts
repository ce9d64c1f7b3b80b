import type { LookUpWords } from '../../pipeline/noun-facts';

/** Remembered per word: the analyser is a process to start, and documents repeat their words. */
const MAX_REMEMBERED = 5_000;

/** What the English analyser says of a word as written, as the engine's English preparations need it. */
export type EnglishWordKind = 'unknown' | 'first-name' | 'ambiguous-first-name' | 'known';

/** Of some English words (or hyphenated compounds): what each is; a word missing from the answer is "known". */
export type ReadEnglishWords = (words: readonly string[]) => Promise<Map<string, EnglishWordKind>>;

/**
 * Asks the English analyser (`lt-proc`, through `lookUpWords`) once per word, as written: unknown (no
 * entry as a whole), a first name (every reading a person's name, `np ant`: "Mike", "Tom"), a word that
 * may be one ("Ray", "Bill", "Will"), or known. With no analyser installed (an empty answer) or a failed
 * look-up, every word reads as known, so the steps that use this leave the text as it was.
 */
export function createEnglishWordReader(lookUpWords: LookUpWords): ReadEnglishWords {
  const kinds = new Map<string, EnglishWordKind>();
  return async (words) => {
    const asked = [...new Set(words)].filter((word) => !kinds.has(word));
    if (asked.length > 0) {
      const readings = await lookUpWords('en', asked).catch(() => undefined);
      if (!readings || readings.size === 0) return new Map();
      if (kinds.size + asked.length > MAX_REMEMBERED) kinds.clear();
      for (const word of asked) {
        const found = readings.get(word.toLowerCase()) ?? [];
        const names = found.filter((reading) => reading.tags.includes('np') && reading.tags.includes('ant')).length;
        kinds.set(word, found.length === 0 ? 'unknown' : names === found.length ? 'first-name' : names > 0 ? 'ambiguous-first-name' : 'known');
      }
    }
    return new Map(words.map((word) => [word, kinds.get(word) ?? 'known']));
  };
}

/** The words the analyser has no entry for. */
export function unknownOf(kinds: ReadonlyMap<string, EnglishWordKind>): Set<string> {
  return new Set([...kinds].filter(([, kind]) => kind === 'unknown').map(([word]) => word));
}
