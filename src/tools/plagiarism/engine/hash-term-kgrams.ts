import { canonicalTerm } from './canonical-terms';
import { hashWord } from './hash-kgrams';
import type { Token } from './tokenize-text';

/** Content terms per term k-gram: three stems in a row survive most light rewording around them. */
export const TERM_KGRAM = 3;
/** Winnowing window for stored term fingerprints: shared runs of 3 + 6 - 1 = 8 content terms always meet. */
export const TERM_WINDOW = 6;

/**
 * Hashes of every run of TERM_KGRAM consecutive content terms (function words dropped, stems,
 * synonyms merged), order-free within the run. Word k-grams miss a lightly reworded passage (a
 * synonym every few words breaks every 5-word run); these still match, so a stored document can
 * become a candidate for the sentence-level paraphrase stage. Seeded apart from word k-grams.
 */
export function hashTermKgrams(tokens: readonly Token[]): number[] {
  const terms: number[] = [];
  for (const token of tokens) {
    const term = canonicalTerm(token.norm);
    if (term) terms.push(hashWord(term));
  }
  const hashes: number[] = [];
  for (let start = 0; start + TERM_KGRAM <= terms.length; start += 1) {
    const run = terms.slice(start, start + TERM_KGRAM).sort((a, b) => a - b);
    let hash = 0x5bd1e995;
    for (const term of run) {
      hash = Math.imul(hash ^ term, 0x85ebca6b);
      hash ^= hash >>> 13;
    }
    hashes.push(hash | 0);
  }
  return hashes;
}
