import { checkWithHunspell, isHunspellAvailable, type SpellVerdict } from './hunspell-process';
import { type HarperDialect } from '../workers/engine-workers';

/**
 * A second English speller beside harper, Hunspell with SCOWL's dictionaries (the npm packages
 * dictionary-en and dictionary-en-gb). harper's dictionary lacks some ordinary words ("waiters") and,
 * under plain English, British ones ("metres"), and then offers a near word ("wailers", "methes"):
 * a word Hunspell knows is not misspelt. For a word neither knows, Hunspell's suggestions join
 * harper's ("untill": harper offers "distill", Hunspell "until"), and the ranker picks among them.
 * Which dictionaries count follows the chosen English: plain "en" accepts American and British
 * spellings, en-US only American ones, the others British ones.
 */
export function chooseEnglishDictionaries(dialect: HarperDialect, eitherSpelling: boolean): string[] {
  if (eitherSpelling) return ['en', 'en-gb'];
  return dialect === 'us' ? ['en'] : ['en-gb'];
}

/** Per word: known to any dictionary, or every dictionary's suggestions in turn. Empty when Hunspell is missing or fails (harper's verdict then stands). */
export async function readEnglishSpellings(words: string[], dictionaries: readonly string[]): Promise<Map<string, SpellVerdict>> {
  // Hunspell splits a word at an apostrophe or hyphen and then knows its parts ("her's" is "her" + "s"):
  // only whole words of letters are asked.
  const unique = [...new Set(words)].filter((word) => /^\p{L}+$/u.test(word));
  if (unique.length === 0 || !isHunspellAvailable()) return new Map();
  try {
    const verdicts = await Promise.all(dictionaries.map((dictionary) => checkWithHunspell(dictionary, unique)));
    return new Map(
      unique.map((word, index) => {
        const known = verdicts.some((verdict) => verdict[index]?.known === true);
        return [word, { known, suggestions: known ? [] : verdicts.flatMap((verdict) => verdict[index]?.suggestions ?? []) }];
      }),
    );
  } catch {
    return new Map();
  }
}
