/**
 * The order in which a libc++ std::unordered_map<std::string, int> iterates keys inserted in a given
 * order, which cld3's n-gram features follow and float sums depend on. libc++'s __hash_table keeps
 * one singly linked list, each bucket pointing at the node before its first; a key of a new bucket
 * goes to the front of the list, one of a known bucket to the front of that bucket's run; when the
 * map is full (max_load_factor 1) it rehashes. Only the keys' hashes matter, the keys being
 * distinct.
 */
import { reduceHash } from './murmur-hash';

/** The bucket count of the first insertion. */
const FIRST_BUCKET_COUNT = 2;
const NO_NODE = -1;

export class LibcxxIterationOrder {
  /** Node 0 is the list head ("before begin"); node k is the k-th key inserted, so key k − 1. */
  private next = new Int32Array(256);
  private hashes = new Uint32Array(256);
  /** Each bucket's node before its first, NO_NODE for an empty bucket. */
  private buckets = new Int32Array(256);
  /** The bucket counts a map goes through as it grows: 2, 5, 11, 23, 47, 97, 197… */
  private readonly bucketCounts: number[] = [FIRST_BUCKET_COUNT];

  /** Replays the insertions of `count` keys with these hashes; then `first` and `following` walk them (0-based, -1 at the end). */
  replay(keyHashes: Uint32Array, count: number): void {
    if (this.next.length <= count) {
      this.next = new Int32Array(2 * (count + 1));
      this.hashes = new Uint32Array(2 * (count + 1));
    }
    const next = this.next;
    const hashes = this.hashes;
    next[0] = NO_NODE;
    let buckets = this.buckets;
    let bucketCount = 0;
    let growths = -1;
    for (let node = 1; node <= count; node++) {
      const hash = keyHashes[node - 1] ?? 0;
      if (node > bucketCount) {
        growths++;
        bucketCount = this.countBucketsAfter(growths);
        if (buckets.length < bucketCount) buckets = this.buckets = new Int32Array(2 * bucketCount);
        rebucket(next, hashes, buckets, bucketCount);
      }
      const bucket = constrainHash(hash, bucketCount);
      hashes[node] = hash;
      const before = buckets[bucket] ?? NO_NODE;
      if (before === NO_NODE) {
        // A new bucket's node goes to the front of the whole list, and the old front's bucket now starts after it.
        const head = next[0] ?? NO_NODE;
        next[node] = head;
        next[0] = node;
        buckets[bucket] = 0;
        if (head !== NO_NODE) buckets[constrainHash(hashes[head] ?? 0, bucketCount)] = node;
      } else {
        next[node] = next[before] ?? NO_NODE;
        next[before] = node;
      }
    }
  }

  first(): number {
    return (this.next[0] ?? NO_NODE) - 1;
  }

  following(key: number): number {
    return (this.next[key + 1] ?? NO_NODE) - 1;
  }

  private countBucketsAfter(growths: number): number {
    const counts = this.bucketCounts;
    while (counts.length <= growths) {
      const last = counts[counts.length - 1] ?? FIRST_BUCKET_COUNT;
      // libc++ asks for 2n + 1 buckets (n + 1 when that is larger, never here) and rounds up to a prime.
      counts.push(findPrimeFrom(2 * last + 1));
    }
    return counts[growths] ?? FIRST_BUCKET_COUNT;
  }
}

/** libc++'s __rehash: rebuilds the buckets for a new count, moving nodes so that each bucket's nodes stay together. */
function rebucket(next: Int32Array, hashes: Uint32Array, buckets: Int32Array, count: number): void {
  buckets.fill(NO_NODE, 0, count);
  let previous = 0;
  let current = next[0] ?? NO_NODE;
  if (current === NO_NODE) return;
  let previousBucket = constrainHash(hashes[current] ?? 0, count);
  buckets[previousBucket] = previous;
  for (previous = current, current = next[current] ?? NO_NODE; current !== NO_NODE; current = next[previous] ?? NO_NODE) {
    const bucket = constrainHash(hashes[current] ?? 0, count);
    if (bucket === previousBucket) {
      previous = current;
    } else if (buckets[bucket] === NO_NODE) {
      buckets[bucket] = previous;
      previous = current;
      previousBucket = bucket;
    } else {
      // Keys are distinct, so the run of equal keys after `current` is `current` alone: move it into its bucket.
      const before = buckets[bucket] ?? 0;
      next[previous] = next[current] ?? NO_NODE;
      next[current] = next[before] ?? NO_NODE;
      next[before] = current;
    }
  }
}

/** libc++'s __constrain_hash: a mask for a power-of-two count, else the remainder. */
function constrainHash(hash: number, bucketCount: number): number {
  if ((bucketCount & (bucketCount - 1)) === 0) return hash & (bucketCount - 1);
  return hash < bucketCount ? hash : reduceHash(hash, bucketCount);
}

function findPrimeFrom(value: number): number {
  for (let candidate = Math.max(2, value); ; candidate++) {
    let prime = true;
    for (let divisor = 2; divisor * divisor <= candidate && prime; divisor++) prime = candidate % divisor !== 0;
    if (prime) return candidate;
  }
}
