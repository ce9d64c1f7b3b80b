/**
 * Deterministic synthetic corpus: English function words mixed with pseudo-words from syllables,
 * drawn with a Zipf-like frequency so common words repeat as in real prose (which is what makes
 * shared k-grams across documents happen).
 * Seeded PRNG, so every run indexes the same corpus.
 */
import { createSeededRandom } from '../../../domain/seeded-random';

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'be', 'da', 'fu', 'go', 'hi', 'jo', 'pe', 'qu', 'ze', 'xa', 'wy', 'ul'];
const VOCABULARY_SIZE = 30_000;
// English prose is about 45% function words; the paraphrase fingerprints skip them, so the bench must have them.
const FUNCTION_WORDS = 'the of and to a in is that for it as with was on be by are this which from or an at not have'.split(' ');
const FUNCTION_WORD_SHARE = 0.45;

function buildVocabulary(): string[] {
  const words: string[] = [];
  for (let index = 0; words.length < VOCABULARY_SIZE; index += 1) {
    let value = index;
    let word = '';
    do {
      word += SYLLABLES[value % SYLLABLES.length];
      value = Math.floor(value / SYLLABLES.length);
    } while (value > 0);
    words.push(word);
  }
  return words;
}

const VOCABULARY = buildVocabulary();
// Cumulative Zipf weights (s = 1) for inverse-CDF sampling.
const CUMULATIVE = (() => {
  const weights = VOCABULARY.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  return weights.map((weight) => (running += weight / total));
})();

function sampleWord(random: () => number): string {
  const target = random();
  let low = 0;
  let high = CUMULATIVE.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (CUMULATIVE[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return VOCABULARY[low]!;
}

/** A text of `words` words in sentences of 8–24 words. */
export function makeText(random: () => number, words: number): string {
  const sentences: string[] = [];
  let left = words;
  while (left > 0) {
    const length = Math.min(left, 8 + Math.floor(random() * 17));
    const sentence = Array.from({ length }, () =>
      random() < FUNCTION_WORD_SHARE ? FUNCTION_WORDS[Math.floor(random() * FUNCTION_WORDS.length)]! : sampleWord(random),
    ).join(' ');
    sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
    left -= length;
  }
  return sentences.join(' ');
}

/** Document n of the corpus, identical on every run. */
export function makeDocument(index: number, words: number) {
  const random = createSeededRandom(0x9e3779b9 ^ (index * 2654435761));
  return { title: `Synthetic document ${index}`, url: `https://corpus.example/doc/${index}`, text: makeText(random, words) };
}
