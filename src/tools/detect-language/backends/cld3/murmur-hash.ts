/** The one hash behind cld3's n-gram features: murmur2, for their embedding rows and for libc++'s hash map of them. */

/** MurmurHash2's multiplier. */
const MURMUR_M = 0x5bd1e995;
/** cld3's Hash32WithDefaultSeed; libc++'s std::hash<std::string> on 32-bit targets seeds with 0 (the length is mixed in either way). */
export const CLD3_HASH_SEED = 0xbeef;
export const LIBCXX_HASH_SEED = 0;

/**
 * MurmurHash2 over bytes[start, start + length), as cld3's Hash32 and libc++'s 32-bit string hash
 * compute it: little-endian words, then the tail, then the final mix. Unsigned.
 */
export function hashMurmur2(bytes: Uint8Array, start: number, length: number, seed: number): number {
  let hash = (seed ^ length) | 0;
  let at = start;
  let left = length;
  while (left >= 4) {
    let word = (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16) | ((bytes[at + 3] ?? 0) << 24);
    word = Math.imul(word, MURMUR_M);
    word ^= word >>> 24;
    word = Math.imul(word, MURMUR_M);
    hash = Math.imul(hash, MURMUR_M) ^ word;
    at += 4;
    left -= 4;
  }
  if (left > 0) {
    if (left === 3) hash ^= (bytes[at + 2] ?? 0) << 16;
    if (left >= 2) hash ^= (bytes[at + 1] ?? 0) << 8;
    hash ^= bytes[at] ?? 0;
    hash = Math.imul(hash, MURMUR_M);
  }
  hash ^= hash >>> 13;
  hash = Math.imul(hash, MURMUR_M);
  hash ^= hash >>> 15;
  return hash >>> 0;
}

/** An unsigned 32-bit hash mod `divisor`, without `%`, which on a number above 2^31 is a slow floating-point call. */
export function reduceHash(hash: number, divisor: number): number {
  return hash - Math.floor(hash / divisor) * divisor;
}
