import { hashKgrams, KGRAM_WORDS, WINNOW_WINDOW } from './hash-kgrams';
import { hashTermKgrams, TERM_WINDOW } from './hash-term-kgrams';
import { tokenizeText } from './tokenize-text';
import { winnowHashes, type Fingerprint } from './winnow-hashes';

/** Winnowed word k-gram fingerprints of a text (what finds copied passages). */
export function fingerprintText(text: string, k = KGRAM_WORDS, window = WINNOW_WINDOW): Fingerprint[] {
  return winnowHashes(hashKgrams(tokenizeText(text), k), window);
}

/**
 * Distinct fingerprint hashes a store keeps for a document, one row per (document, hash): winnowed
 * word k-grams for copied passages and winnowed content-term k-grams for lightly reworded ones.
 */
export function fingerprintHashes(text: string): number[] {
  const tokens = tokenizeText(text);
  const words = winnowHashes(hashKgrams(tokens));
  const terms = winnowHashes(hashTermKgrams(tokens), TERM_WINDOW);
  return [...new Set([...words, ...terms].map((fingerprint) => fingerprint.hash))];
}

/** What a check looks up: every word and term k-gram of the text (stored sides are winnowed). */
export function queryHashes(text: string): number[] {
  const tokens = tokenizeText(text);
  return [...new Set([...hashKgrams(tokens), ...hashTermKgrams(tokens)])];
}
