import { dictionary } from '@zxcvbn-ts/language-en';

/**
 * Frequency ranks of English words from the OpenSubtitles word list that ships with zxcvbn-ts
 * (ODC-BY; its notice travels with the package, which is why we import it rather than copy it).
 * A general-English rarity scale that does not depend on our small training set.
 */
let ranks: Map<string, number> | undefined;

export const RANKED_WORDS = 55_830;

function loadRanks(): Map<string, number> {
  if (!ranks) {
    const words = dictionary['commonWords-en'] as readonly string[];
    ranks = new Map();
    for (const [position, word] of words.entries()) if (!ranks.has(word)) ranks.set(word, position + 1);
  }
  return ranks;
}

/** Rank (1 = commonest) of a lower-cased word, or undefined when the list does not have it. */
export function findWordRank(word: string): number | undefined {
  const table = loadRanks();
  const direct = table.get(word);
  if (direct !== undefined) return direct;
  // The list splits contractions ("don", "'t"): rank a contraction by its first part.
  const apostrophe = word.indexOf("'");
  return apostrophe > 0 ? table.get(word.slice(0, apostrophe)) : undefined;
}
