/**
 * fastText's quantised language-identification model (lid.176.ftz) read into typed arrays, for
 * fasttext-scorer.ts. The model is 0.9 MB: a dictionary of 7,235 words and 176 labels, a table from
 * the hashed character n-grams that survived quantisation to their rows, 50,000 input rows stored as
 * product-quantised codes with a quantised norm each, and a dense 176 × 16 output matrix for the
 * hierarchical softmax. Only the layout lid.176.ftz uses is accepted (supervised, hierarchical softmax,
 * quantised input with norms, dense output); anything else is refused with a RangeError rather than
 * read wrongly.
 */

const FASTTEXT_MAGIC = 0x2f4f16ba;
const FASTTEXT_VERSION = 12;
/** fastText's enums, as stored in the file's arguments. */
const LOSS_HIERARCHICAL_SOFTMAX = 1;
const MODEL_SUPERVISED = 3;
const ENTRY_WORD = 0;
const ENTRY_LABEL = 1;
/** Product quantisation always uses 256 centroids per sub-quantiser (one byte per code). */
const CENTROIDS_PER_SUBQUANTIZER = 256;
const BEGIN_OF_WORD = '<';
const END_OF_WORD = '>';
const END_OF_SENTENCE = '</s>';
export const LABEL_PREFIX = '__label__';

export interface FastTextModel {
  dimension: number;
  minN: number;
  maxN: number;
  buckets: number;
  wordCount: number;
  /** The word fastText reads at the end of a line ("</s>"), or -1. */
  endOfSentenceWord: number;
  /** Label i without its prefix ("en"), in the dictionary's order (most frequent first). */
  labels: readonly string[];
  /** A word's FNV-1a hash → its index; words that share a hash continue in `nextWordWithHash`. */
  wordsByHash: ReadonlyMap<number, number>;
  nextWordWithHash: Int32Array;
  /** Each dictionary entry's UTF-8 bytes: entry i is wordBytes[wordByteOffsets[i]..wordByteOffsets[i + 1]]. */
  wordBytes: Uint8Array;
  wordByteOffsets: Uint32Array;
  /** The rows a known word adds: its own, then its n-grams' (fastText's precomputed subwords). */
  wordRows: Int32Array;
  wordRowOffsets: Uint32Array;
  /** n-gram bucket (hash mod buckets) → input row, for the n-grams quantisation kept. */
  rowsByBucket: BucketTable;
  /**
   * Every input row decoded: element j of row r is norm(r) × centroid_j(r), rounded to single
   * precision, which is exactly the product fastText adds to its hidden vector.
   */
  inputRows: Float32Array;
  /** Output row n (internal tree node n + labels) for the hierarchical softmax. */
  outputRows: Float32Array;
  /** Huffman tree over the labels: node i < labels.length is label i; the root is the last node. */
  treeLeft: Int32Array;
  treeRight: Int32Array;
}

/**
 * Bucket → row for the n-grams quantisation kept. A text looks up about four buckets per character
 * and nine in ten are absent, so the cost is memory latency: a bit per bucket (250 KB, stays in
 * cache) answers "absent" first, and the rows sit next to their keys in one open-addressing array.
 */
export class BucketTable {
  private readonly present: Uint32Array;
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(entries: ReadonlyMap<number, number>, buckets: number) {
    let capacity = 1;
    while (capacity < entries.size * 2) capacity *= 2;
    this.mask = capacity - 1;
    this.present = new Uint32Array(Math.ceil(buckets / 32));
    this.slots = new Int32Array(2 * capacity).fill(-1);
    for (const [bucket, row] of entries) {
      if (!(bucket >= 0 && bucket < buckets)) throw new RangeError(`fastText model: bucket ${bucket} is out of range`);
      this.present[bucket >>> 5] = (this.present[bucket >>> 5] ?? 0) | (1 << (bucket & 31));
      let slot = this.slotOf(bucket);
      while (this.slots[2 * slot] !== -1) slot = (slot + 1) & this.mask;
      this.slots[2 * slot] = bucket;
      this.slots[2 * slot + 1] = row;
    }
  }

  private slotOf(bucket: number): number {
    return (Math.imul(bucket, 0x9e3779b1) >>> 0) & this.mask;
  }

  /** The row, or -1. */
  get(bucket: number): number {
    if (((this.present[bucket >>> 5] ?? 0) & (1 << (bucket & 31))) === 0) return -1;
    let slot = this.slotOf(bucket);
    for (;;) {
      const key = this.slots[2 * slot];
      if (key === bucket) return this.slots[2 * slot + 1] ?? -1;
      if (key === -1) return -1;
      slot = (slot + 1) & this.mask;
    }
  }
}

class ModelReader {
  private offset = 0;
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private claim(length: number): number {
    const at = this.offset;
    if (at + length > this.bytes.length) throw new RangeError('fastText model: the file ends early');
    this.offset += length;
    return at;
  }

  int32(): number {
    return this.view.getInt32(this.claim(4), true);
  }

  int64(): number {
    const value = this.view.getBigInt64(this.claim(8), true);
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < 0n) throw new RangeError('fastText model: a count is out of range');
    return Number(value);
  }

  float64(): number {
    return this.view.getFloat64(this.claim(8), true);
  }

  byte(): number {
    return this.bytes[this.claim(1)] ?? 0;
  }

  /** A NUL-terminated string's bytes. */
  cString(): Uint8Array {
    const start = this.offset;
    const end = this.bytes.indexOf(0, start);
    if (end < 0) throw new RangeError('fastText model: a dictionary word is not terminated');
    this.offset = end + 1;
    return this.bytes.subarray(start, end);
  }

  float32Array(length: number): Float32Array {
    const at = this.claim(length * 4);
    // Copied: the file's offsets need not be 4-byte aligned.
    return new Float32Array(this.copy(at, length * 4).buffer);
  }

  uint8Array(length: number): Uint8Array {
    return this.copy(this.claim(length), length);
  }

  /** A copy, never a view: a Buffer's slice would share (and keep alive) the whole file. */
  private copy(at: number, length: number): Uint8Array {
    const copy = new Uint8Array(length);
    copy.set(this.bytes.subarray(at, at + length));
    return copy;
  }

  get atEnd(): boolean {
    return this.offset === this.bytes.length;
  }
}

const FNV_OFFSET = 2166136261;

/** One byte more of fastText's 32-bit FNV-1a, which sign-extends each byte first (it hashes `int8_t`s). */
function continueHash(hash: number, byte: number): number {
  return Math.imul(hash ^ ((byte << 24) >> 24), 16777619);
}

export function hashFastTextBytes(bytes: Uint8Array, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let at = start; at < end; at++) hash = continueHash(hash, bytes[at] ?? 0);
  return hash >>> 0;
}

/** A growing list of input rows, reused from text to text. */
export class RowList {
  rows = new Int32Array(256);
  count = 0;

  push(row: number): void {
    if (this.count === this.rows.length) {
      const grown = new Int32Array(this.rows.length * 2);
      grown.set(this.rows);
      this.rows = grown;
    }
    this.rows[this.count++] = row;
  }
}

/** What the n-gram scan needs from the model. */
export interface NgramRules {
  minN: number;
  maxN: number;
  buckets: number;
  rowsByBucket: BucketTable;
}

/**
 * Appends the input rows of a word's character n-grams (lengths minN to maxN, counted in characters
 * of its UTF-8, the word already inside "<" and ">", single characters at either edge left out), in
 * fastText's order, keeping only n-grams quantisation kept.
 */
export function appendNgramRows(word: Uint8Array, start: number, end: number, rules: NgramRules, out: RowList): void {
  const { minN, maxN, buckets, rowsByBucket } = rules;
  for (let first = start; first < end; first++) {
    if (((word[first] ?? 0) & 0xc0) === 0x80) continue;
    // The hash of each longer n-gram continues the shorter one's: same bytes, same order.
    let hash = FNV_OFFSET;
    let at = first;
    for (let length = 1; at < end && length <= maxN; length++) {
      do {
        hash = continueHash(hash, word[at] ?? 0);
        at++;
      } while (at < end && ((word[at] ?? 0) & 0xc0) === 0x80);
      if (length < minN || (length === 1 && (first === start || at === end))) continue;
      const unsigned = hash >>> 0;
      // The remainder through a division: `%` on a number above 2^31 is a slow floating-point call.
      const row = rowsByBucket.get(unsigned - Math.floor(unsigned / buckets) * buckets);
      if (row >= 0) out.push(row);
    }
  }
}

/**
 * fastText's Huffman tree: labels come most frequent first, and each new node joins the two
 * smallest of (the next unused label from the rare end, the next unused internal node).
 */
function buildHuffmanTree(counts: readonly number[]): { left: Int32Array; right: Int32Array } {
  const labels = counts.length;
  const nodes = 2 * labels - 1;
  const left = new Int32Array(nodes).fill(-1);
  const right = new Int32Array(nodes).fill(-1);
  const count = new Float64Array(nodes).fill(1e15);
  counts.forEach((value, index) => {
    count[index] = value;
  });
  let leaf = labels - 1;
  let node = labels;
  for (let parent = labels; parent < nodes; parent++) {
    const pair = [0, 0];
    for (let side = 0; side < 2; side++) {
      if (leaf >= 0 && (count[leaf] ?? 0) < (count[node] ?? 0)) pair[side] = leaf--;
      else pair[side] = node++;
    }
    const [smaller = 0, larger = 0] = pair;
    left[parent] = smaller;
    right[parent] = larger;
    count[parent] = (count[smaller] ?? 0) + (count[larger] ?? 0);
  }
  return { left, right };
}

function expect(condition: boolean, message: string): void {
  if (!condition) throw new RangeError(`fastText model: ${message}`);
}

export function readFastTextModel(bytes: Uint8Array): FastTextModel {
  const reader = new ModelReader(bytes);
  expect(reader.int32() === FASTTEXT_MAGIC, 'not a fastText file');
  expect(reader.int32() === FASTTEXT_VERSION, 'unsupported version');
  const dimension = reader.int32();
  reader.int32(); // window size
  reader.int32(); // epochs
  reader.int32(); // minimum count
  reader.int32(); // negatives
  const wordNgrams = reader.int32();
  const loss = reader.int32();
  const modelKind = reader.int32();
  const buckets = reader.int32();
  const minN = reader.int32();
  const maxN = reader.int32();
  reader.int32(); // learning-rate update rate
  reader.float64(); // sampling threshold
  expect(modelKind === MODEL_SUPERVISED && loss === LOSS_HIERARCHICAL_SOFTMAX, 'only supervised hierarchical-softmax models are read');
  // Word n-grams would hash pairs of words into extra rows; lid.176 uses none.
  expect(wordNgrams === 1, 'word n-grams are not supported');
  expect(dimension > 0 && buckets > 0 && minN >= 1 && maxN >= minN, 'arguments out of range');

  const entryCount = reader.int32();
  const wordCount = reader.int32();
  const labelCount = reader.int32();
  reader.int64(); // tokens seen in training
  const prunedCount = reader.int64();
  expect(entryCount === wordCount + labelCount && labelCount > 1, 'dictionary sizes disagree');

  const entries: Uint8Array[] = [];
  const labelCounts: number[] = [];
  for (let index = 0; index < entryCount; index++) {
    const word = reader.cString();
    const count = reader.int64();
    // fastText sorts its dictionary words first, then labels: the scorer tells them apart by index.
    expect(reader.byte() === (index < wordCount ? ENTRY_WORD : ENTRY_LABEL), 'words and labels are not in order');
    entries.push(word);
    if (index >= wordCount) labelCounts.push(count);
  }
  const keptBuckets = new Map<number, number>();
  for (let index = 0; index < prunedCount; index++) {
    const bucket = reader.int32();
    const row = reader.int32();
    keptBuckets.set(bucket, wordCount + row);
  }
  const rowsByBucket = new BucketTable(keptBuckets, buckets);

  expect(reader.byte() === 1, 'the input matrix is not quantised');
  expect(reader.byte() === 1, 'the input rows have no quantised norms');
  const rowCount = reader.int64();
  expect(reader.int64() === dimension, 'input rows have the wrong width');
  const codeSize = reader.int32();
  expect(codeSize >= 0, 'negative code size');
  const codes = reader.uint8Array(codeSize);
  const subquantizerDimension = reader.int32();
  const subquantizers = reader.int32();
  const subDimension = reader.int32();
  const lastSubDimension = reader.int32();
  expect(
    subquantizerDimension === dimension && codeSize === rowCount * subquantizers && (subquantizers - 1) * subDimension + lastSubDimension === dimension,
    'the product quantiser does not fit the rows',
  );
  const centroids = reader.float32Array(dimension * CENTROIDS_PER_SUBQUANTIZER);
  const normCodes = reader.uint8Array(rowCount);
  const normDimension = reader.int32();
  const normSubquantizers = reader.int32();
  reader.int32();
  reader.int32();
  expect(normDimension === 1 && normSubquantizers === 1, 'the norm quantiser is not one-dimensional');
  const normCentroids = reader.float32Array(CENTROIDS_PER_SUBQUANTIZER);
  expect(reader.byte() === 0, 'quantised output matrices are not supported');
  const outputRowCount = reader.int64();
  expect(reader.int64() === dimension && outputRowCount === labelCount, 'the output matrix does not fit the labels');
  const outputRows = reader.float32Array(outputRowCount * dimension);
  expect(reader.atEnd, 'unexpected bytes after the output matrix');
  expect(wordCount + prunedCount === rowCount, 'the rows do not match the dictionary and n-gram table');

  const inputRows = new Float32Array(rowCount * dimension);
  for (let row = 0; row < rowCount; row++) {
    const norm = normCentroids[normCodes[row] ?? 0] ?? 0;
    for (let quantizer = 0; quantizer < subquantizers; quantizer++) {
      const code = codes[row * subquantizers + quantizer] ?? 0;
      const width = quantizer === subquantizers - 1 ? lastSubDimension : subDimension;
      // The last sub-quantiser's centroids are packed at its own width.
      const centroid = quantizer * CENTROIDS_PER_SUBQUANTIZER * subDimension + code * width;
      for (let element = 0; element < width; element++) {
        inputRows[row * dimension + quantizer * subDimension + element] = Math.fround(norm * (centroids[centroid + element] ?? 0));
      }
    }
  }

  const wordByteOffsets = new Uint32Array(entryCount + 1);
  entries.forEach((entry, index) => {
    wordByteOffsets[index + 1] = (wordByteOffsets[index] ?? 0) + entry.length;
  });
  const wordBytes = new Uint8Array(wordByteOffsets[entryCount] ?? 0);
  entries.forEach((entry, index) => wordBytes.set(entry, wordByteOffsets[index]));

  const wordsByHash = new Map<number, number>();
  const nextWordWithHash = new Int32Array(entryCount).fill(-1);
  for (let index = entryCount - 1; index >= 0; index--) {
    const hash = hashFastTextBytes(wordBytes, wordByteOffsets[index] ?? 0, wordByteOffsets[index + 1] ?? 0);
    nextWordWithHash[index] = wordsByHash.get(hash) ?? -1;
    wordsByHash.set(hash, index);
  }

  const rules: NgramRules = { minN, maxN, buckets, rowsByBucket };
  const rows = new RowList();
  const wordRowOffsets = new Uint32Array(entryCount + 1);
  const encoder = new TextEncoder();
  const endOfSentence = encoder.encode(END_OF_SENTENCE);
  const isEndOfSentence = (entry: Uint8Array) => entry.length === endOfSentence.length && entry.every((value, at) => value === endOfSentence[at]);
  entries.forEach((entry, index) => {
    rows.push(index);
    if (!isEndOfSentence(entry)) {
      const bracketed = new Uint8Array(entry.length + 2);
      bracketed[0] = BEGIN_OF_WORD.charCodeAt(0);
      bracketed.set(entry, 1);
      bracketed[entry.length + 1] = END_OF_WORD.charCodeAt(0);
      appendNgramRows(bracketed, 0, bracketed.length, rules, rows);
    }
    wordRowOffsets[index + 1] = rows.count;
  });

  const decoder = new TextDecoder();
  const labels = entries.slice(wordCount).map((entry) => decoder.decode(entry).replace(LABEL_PREFIX, ''));
  const tree = buildHuffmanTree(labelCounts);
  return {
    dimension,
    minN,
    maxN,
    buckets,
    wordCount,
    endOfSentenceWord: entries.findIndex(isEndOfSentence),
    labels,
    wordsByHash,
    nextWordWithHash,
    wordBytes,
    wordByteOffsets,
    wordRows: rows.rows.slice(0, rows.count),
    wordRowOffsets,
    rowsByBucket,
    inputRows,
    outputRows,
    treeLeft: tree.left,
    treeRight: tree.right,
  };
}
