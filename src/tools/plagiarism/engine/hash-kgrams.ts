import type { Token } from './tokenize-text';

/** Words per k-gram: five shared words in a row are rarely chance, and survive most light edits around them. */
export const KGRAM_WORDS = 5;
/** Winnowing window (in k-grams): any shared run of KGRAM_WORDS + WINDOW - 1 = 10 words leaves a common fingerprint. */
export const WINNOW_WINDOW = 6;

/** FNV-1a over UTF-16 units: fast, deterministic and good enough, since every hit is verified word by word. */
export function hashWord(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index += 1) {
    hash ^= word.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Hash of every run of `k` consecutive words, as signed 32-bit integers (a Postgres `integer`, the
 * smallest index key). Entry i covers words i .. i+k-1; texts shorter than k words have none.
 */
export function hashKgrams(tokens: readonly Token[], k = KGRAM_WORDS): number[] {
  const wordHashes = tokens.map((token) => hashWord(token.norm));
  const hashes: number[] = [];
  for (let start = 0; start + k <= wordHashes.length; start += 1) {
    let hash = 0x2545f491;
    for (let offset = 0; offset < k; offset += 1) {
      hash = Math.imul(hash ^ wordHashes[start + offset]!, 0x9e3779b1);
      hash ^= hash >>> 15;
    }
    hashes.push(hash | 0);
  }
  return hashes;
}
