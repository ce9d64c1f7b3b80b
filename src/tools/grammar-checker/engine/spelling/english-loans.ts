import { checkWithHunspell, isHunspellAvailable } from './hunspell-process';

/**
 * Office and chat French, German and Spanish borrow English words as they are: "una call", "un
 * brainstorming", "die Slides", "le feedback". The dictionaries lack most of them, and their nearest
 * words changed what the writer meant ("call" → "cal", "brainstorming" → "transformista", "Slides" →
 * "-lides": a separate writer's correct sentences, issue 33 batch 9). A word English knows (in lower
 * case, so not a name) is such a loan. A learner's slip is seldom an English word: none of the
 * 1,100-odd misspelt words of the learner sets (eval/intl) is one.
 */
const MIN_LENGTH = 4;

/** The words English's dictionary knows in lower case; empty without native Hunspell (nothing is kept). */
export async function findEnglishLoans(words: string[]): Promise<Set<string>> {
  const candidates = words.filter((word) => word.length >= MIN_LENGTH && /^\p{L}+$/u.test(word));
  if (candidates.length === 0 || !isHunspellAvailable()) return new Set();
  try {
    const verdicts = await checkWithHunspell('en', candidates.map((word) => word.toLowerCase()));
    return new Set(candidates.filter((_, i) => verdicts[i]?.known === true));
  } catch {
    return new Set();
  }
}
