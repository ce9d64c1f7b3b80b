/**
 * cld3's ContinuousBagOfNgramsFunction: for character n-grams of one size, with "^" and "$" around
 * each word, every distinct n-gram with its share of the n-grams, as an embedding row (its hash
 * mod the rows) and multiplier (the row's scale × the share). The n-grams are listed in the order a
 * libc++ unordered_map of them iterates, since the network's float sums depend on the order.
 */
import { ByteBuffer } from './byte-buffer';
import { LibcxxIterationOrder } from './libcxx-order';
import type { Cld3Embedding } from './model';
import { CLD3_HASH_SEED, hashMurmur2, LIBCXX_HASH_SEED, reduceHash } from './murmur-hash';
import { measureUtf8Char } from './utf8';

const SPACE = 0x20;
const WORD_START = 0x5e; // "^"
const WORD_END = 0x24; // "$"

function isSameBytes(bytes: Uint8Array, first: number, second: number, length: number): boolean {
  for (let index = 0; index < length; index++) if (bytes[first + index] !== bytes[second + index]) return false;
  return true;
}

export class NgramFeatures {
  /** The features of the last countNgrams: embedding rows and multipliers, in libc++'s order. */
  rows = new Int32Array(1024);
  multipliers = new Float64Array(1024);
  /** The sentence's characters with "^" before each word and "$" after, the spaces kept between. */
  private readonly marked = new ByteBuffer();
  private chars = 0;
  /** Where each character of `marked` starts, and one more entry for its end. */
  private charStarts = new Int32Array(1024);
  /** For each character of `marked`, the index of the first space at or after it (`chars` when none). */
  private nextSpace = new Int32Array(1024);
  /** The distinct n-grams of one size, in order of first occurrence: where, how long, hash, how many. */
  private keyStarts = new Int32Array(1024);
  private keyLengths = new Int32Array(1024);
  private keyHashes = new Uint32Array(1024);
  private keyCounts = new Int32Array(1024);
  /** An open-addressing index of the keys (a power of two, at least twice the characters); a slot is empty unless stamped with the current count's stamp. */
  private slotKeys = new Int32Array(4096);
  private slotStamps = new Int32Array(4096);
  private stamp = 0;
  private readonly order = new LibcxxIterationOrder();

  /** Reads the sentence's words for the countNgrams that follow. */
  markWords(sentence: ByteBuffer): void {
    const text = sentence.bytes;
    const length = sentence.length;
    // Each one-byte space becomes "$ ^", so three bytes and characters per byte at most, plus the ends.
    const capacity = 3 * length + 8;
    this.marked.reserve(capacity);
    if (this.charStarts.length < capacity) {
      this.charStarts = new Int32Array(2 * capacity);
      this.nextSpace = new Int32Array(2 * capacity);
    }
    const bytes = this.marked.bytes;
    const charStarts = this.charStarts;
    let put = 0;
    let chars = 0;
    charStarts[chars++] = put;
    bytes[put++] = WORD_START;
    for (let at = 0; at < length; ) {
      const size = measureUtf8Char(text[at] ?? 0);
      if (text[at] === SPACE) {
        charStarts[chars++] = put;
        bytes[put++] = WORD_END;
        charStarts[chars++] = put;
        bytes[put++] = SPACE;
        charStarts[chars++] = put;
        bytes[put++] = WORD_START;
      } else {
        charStarts[chars++] = put;
        for (let index = 0; index < size; index++) bytes[put++] = text[at + index] ?? 0;
      }
      at += size;
    }
    charStarts[chars++] = put;
    bytes[put++] = WORD_END;
    charStarts[chars] = put;
    this.marked.length = put;
    this.chars = chars;
    const nextSpace = this.nextSpace;
    let space = chars;
    for (let index = chars - 1; index >= 0; index--) {
      if (bytes[charStarts[index] ?? 0] === SPACE) space = index;
      nextSpace[index] = space;
    }
  }

  /** The features of the marked words' n-grams of `size` characters (none across a space) for `space`: returns how many, in `rows` and `multipliers`. */
  countNgrams(size: number, space: Cld3Embedding): number {
    const chars = this.chars;
    this.reserveKeys(chars);
    const bytes = this.marked.bytes;
    const { charStarts, nextSpace, keyStarts, keyLengths, keyHashes, keyCounts, slotKeys, slotStamps } = this;
    const mask = slotKeys.length - 1;
    const stamp = ++this.stamp;
    let distinct = 0;
    let total = 0;
    for (let start = 0; start + size <= chars; start++) {
      if ((nextSpace[start] ?? 0) < start + size) continue;
      total++;
      const from = charStarts[start] ?? 0;
      const length = (charStarts[start + size] ?? 0) - from;
      const hash = hashMurmur2(bytes, from, length, LIBCXX_HASH_SEED);
      for (let slot = (hash ^ (hash >>> 16)) & mask; ; slot = (slot + 1) & mask) {
        if (slotStamps[slot] !== stamp) {
          slotStamps[slot] = stamp;
          slotKeys[slot] = distinct;
          keyStarts[distinct] = from;
          keyLengths[distinct] = length;
          keyHashes[distinct] = hash;
          keyCounts[distinct] = 1;
          distinct++;
          break;
        }
        const key = slotKeys[slot] ?? 0;
        if (keyHashes[key] === hash && keyLengths[key] === length && isSameBytes(bytes, keyStarts[key] ?? 0, from, length)) {
          keyCounts[key] = (keyCounts[key] ?? 0) + 1;
          break;
        }
      }
    }
    const order = this.order;
    order.replay(keyHashes, distinct);
    const { rows, multipliers } = this;
    const { scales } = space;
    const norm = Math.fround(total);
    let count = 0;
    for (let key = order.first(); key >= 0; key = order.following(key)) {
      const share = Math.fround((keyCounts[key] ?? 0) / norm);
      const row = reduceHash(hashMurmur2(bytes, keyStarts[key] ?? 0, keyLengths[key] ?? 0, CLD3_HASH_SEED), space.rows);
      rows[count] = row;
      multipliers[count++] = Math.fround((scales[row] ?? 0) * share);
    }
    return count;
  }

  /** Room for as many keys as characters, and an index at least twice as large. */
  private reserveKeys(chars: number): void {
    if (this.keyStarts.length < chars + 1) {
      this.keyStarts = new Int32Array(2 * chars);
      this.keyLengths = new Int32Array(2 * chars);
      this.keyHashes = new Uint32Array(2 * chars);
      this.keyCounts = new Int32Array(2 * chars);
      this.rows = new Int32Array(2 * chars);
      this.multipliers = new Float64Array(2 * chars);
    }
    if (this.slotKeys.length < 2 * chars) {
      let slots = this.slotKeys.length;
      while (slots < 2 * chars) slots *= 2;
      this.slotKeys = new Int32Array(slots);
      this.slotStamps = new Int32Array(slots);
      this.stamp = 0;
    }
  }
}
