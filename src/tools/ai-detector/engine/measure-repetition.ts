/** Repeated phrases are counted in windows of this many words, so a long text is not penalised for its length. */
const REPETITION_WINDOW = 120;
/** The opening, where chat models restate the question or title before answering. */
const OPENING_WORDS = 60;

/** Share of the word trigrams of a passage that occur in it more than once. */
function measureRepeatedTrigrams(words: readonly string[]): number {
  const counts = new Map<string, number>();
  for (let i = 0; i + 2 < words.length; i++) {
    const key = `${words[i]} ${words[i + 1]} ${words[i + 2]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let repeated = 0;
  for (const count of counts.values()) if (count > 1) repeated += count;
  return repeated / Math.max(words.length - 2, 1);
}

/**
 * Share of word trigrams that occur more than once within a window: chat models restate the question
 * and their own key phrases ("…is feasible in community palliative care" twice), people rarely do.
 */
export function measurePhraseRepetition(words: readonly string[]): number {
  if (words.length <= REPETITION_WINDOW) return measureRepeatedTrigrams(words);
  const shares: number[] = [];
  for (let start = 0; start + REPETITION_WINDOW <= words.length; start += REPETITION_WINDOW / 2) {
    shares.push(measureRepeatedTrigrams(words.slice(start, start + REPETITION_WINDOW)));
  }
  return shares.reduce((sum, share) => sum + share, 0) / shares.length;
}

/** The same share within the opening words only. */
export function measureOpeningRepetition(words: readonly string[]): number {
  return measureRepeatedTrigrams(words.slice(0, OPENING_WORDS));
}
