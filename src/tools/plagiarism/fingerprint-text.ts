import { hashKgrams, KGRAM_WORDS, WINNOW_WINDOW } from './hash-kgrams';
import { tokenizeText } from './tokenize-text';
import { winnowHashes, type Fingerprint } from './winnow-hashes';

/** The fingerprints a store keeps for a document (the server indexes them by hash). */
export function fingerprintText(text: string, k = KGRAM_WORDS, window = WINNOW_WINDOW): Fingerprint[] {
  return winnowHashes(hashKgrams(tokenizeText(text), k), window);
}

/** Distinct fingerprint hashes of a document, as stored: one row per (document, hash). */
export function fingerprintHashes(text: string): number[] {
  return [...new Set(fingerprintText(text).map((fingerprint) => fingerprint.hash))];
}
