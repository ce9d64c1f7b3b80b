import { type SpellingLanguage } from '../language/choose-language';

/** The accented letters each language writes; any other accent marks a word from elsewhere. */
const NATIVE_LETTERS: Record<SpellingLanguage, RegExp> = {
  fr: /^[a-zàâäçéèêëîïôöùûüÿœæ'’-]+$/u,
  de: /^[a-zäöüß'’-]+$/u,
  es: /^[a-záéíóúüñ'’-]+$/u,
};

function stripAccents(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A word with a letter its language never writes is a borrowed name or dish ("bò bún", "phở", "smørrebrød"
 * in a French review): the dictionary cannot know it, and its nearest words ("b", "ben") destroyed it (a
 * separate writer's correct sentence, issue 33 batch 9). A slip of the accent is still a slip: "voilá"
 * for "voilà", "cafè" for "café" have a suggestion with the same letters under other accents, so they
 * stay flagged.
 * A suggestion with the same letters and no accent at all ("bún" → "bun") is no such fix.
 */
export function isForeignWord(language: SpellingLanguage, word: string, suggestions: readonly string[]): boolean {
  if (NATIVE_LETTERS[language].test(word.toLowerCase())) return false;
  const bare = stripAccents(word);
  // The slip's fix moves the accent to a letter of the language ("bún" → "bun" drops it: a foreign word).
  return !suggestions.some((suggestion) => stripAccents(suggestion) === bare && /\P{ASCII}/u.test(suggestion));
}
