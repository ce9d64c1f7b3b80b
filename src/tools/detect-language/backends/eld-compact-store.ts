/**
 * eld's n-gram databases in typed arrays. As the object eld keeps them in (245,106 keys for the
 * large one, each holding an object of language → score), parsed from JSON, the large database keeps
 * ~110 MB more resident; as the arrays here, 3.6 MB. eld-scorer.ts scores texts from them the way eld
 * does. The build writes the arrays to a file (`encodeEldDatabase`, scripts/write-eld-database.mjs)
 * that the engine reads without evaluating or parsing the data.
 */

/** The file the build writes beside the engine bundles (SCRIBEWELL_ENGINE_BUNDLES). */
export const ELD_LARGE_DATABASE_FILE = 'eld-large.bin';

/** What eld's loadData takes besides the n-grams; the package's ngrams/*.js modules export this shape. */
export interface EldDatabaseInfo {
  type: string;
  /** Language index (as eld's data writes it, a decimal string) → ISO 639-1 code. */
  languages: Record<string, string>;
  isSubset: boolean;
}

export type EldScores = Readonly<Record<number, number>>;

export interface EldDatabase extends EldDatabaseInfo {
  ngrams: Readonly<Record<string, EldScores>>;
}

/**
 * The n-gram at `keys[i]` scores `scores[j]` for language `languageIndexes[j]`, for j from
 * `offsets[i]` to `offsets[i + 1]`, language indexes ascending.
 */
export interface CompactNgrams {
  /** Each n-gram packed into one number (packNgram), ascending. */
  keys: Float64Array;
  offsets: Uint32Array;
  languageIndexes: Uint8Array;
  scores: Uint8Array;
}

export interface CompactEldDatabase extends EldDatabaseInfo {
  ngrams: CompactNgrams;
}

/**
 * eld's n-grams are byte strings: each character stands for one byte of the UTF-8 text (char codes
 * 0–255), at most 6 of them. Read as digits 1–256 of a bijective base-257 numeral, such a string is
 * one integer below 257^7 / 256 < 2^53: exact in a double, and distinct strings stay distinct
 * whatever their length (a plain base-256 packing would make "\0ab" and "ab" the same number).
 */
const BASE = 257;
export const MAX_NGRAM_LENGTH = 6;
const MAX_BYTE = 0xff;

/** The number standing for `ngram`, or -1 when no n-gram can be that string. */
export function packNgram(ngram: string): number {
  if (ngram.length > MAX_NGRAM_LENGTH) return -1;
  let packed = 0;
  for (let position = 0; position < ngram.length; position++) {
    const code = ngram.charCodeAt(position);
    if (code > MAX_BYTE) return -1;
    packed = packed * BASE + code + 1;
  }
  return packed;
}

export function unpackNgram(packed: number): string {
  let ngram = '';
  let rest = packed;
  while (rest > 0) {
    const digit = ((rest - 1) % BASE) + 1;
    ngram = String.fromCharCode(digit - 1) + ngram;
    rest = (rest - digit) / BASE;
  }
  return ngram;
}

function toByte(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_BYTE) throw new RangeError(`eld database: ${what} ${value} does not fit in a byte`);
  return value;
}

export function compactNgrams(ngrams: EldDatabase['ngrams']): CompactNgrams {
  const names = Object.keys(ngrams);
  const keys = new Float64Array(names.length);
  let entryCount = 0;
  names.forEach((name, index) => {
    const packed = packNgram(name);
    if (packed < 0) throw new RangeError(`eld database: n-gram ${JSON.stringify(name)} is longer than ${MAX_NGRAM_LENGTH} bytes or not bytes`);
    keys[index] = packed;
    entryCount += Object.keys(ngrams[name] ?? {}).length;
  });
  keys.sort();
  const offsets = new Uint32Array(keys.length + 1);
  const languageIndexes = new Uint8Array(entryCount);
  const scores = new Uint8Array(entryCount);
  let entry = 0;
  keys.forEach((packed, index) => {
    offsets[index] = entry;
    // Integer-like keys enumerate in ascending order: the order eld's for…in sees them in.
    for (const [language, score] of Object.entries(ngrams[unpackNgram(packed)] ?? {})) {
      const languageIndex = Number(language);
      if (String(languageIndex) !== language) throw new RangeError(`eld database: language index ${JSON.stringify(language)} is not an integer`);
      languageIndexes[entry] = toByte(languageIndex, 'language index');
      scores[entry] = toByte(score, 'score');
      entry++;
    }
  });
  offsets[keys.length] = entry;
  return { keys, offsets, languageIndexes, scores };
}

export function compactEldDatabase({ type, languages, isSubset, ngrams }: EldDatabase): CompactEldDatabase {
  return { type, languages, isSubset, ngrams: compactNgrams(ngrams) };
}

/** Position of `ngram` in `store.keys`, or -1. */
export function findNgram(store: CompactNgrams, ngram: string): number {
  const packed = packNgram(ngram);
  if (packed < 0) return -1;
  const { keys } = store;
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const key = keys[middle] as number;
    if (key < packed) low = middle + 1;
    else if (key > packed) high = middle - 1;
    else return middle;
  }
  return -1;
}

/**
 * The file, little-endian:
 *   magic "ELDC" · u32 format version · u32 info length · u32 key count · u32 entry count
 *   info (UTF-8 JSON: type, languages, isSubset)
 *   keys (f64 × key count) · entries per key (u8 × key count)
 *   language indexes (u8 × entry count) · scores (u8 × entry count)
 * Entries per key rather than offsets: no language set has more than 60 languages, and the file
 * is a fifth smaller.
 */
const MAGIC = 'ELDC';
const FORMAT_VERSION = 1;
const HEADER_BYTES = 20;

export function encodeEldDatabase({ ngrams, type, languages, isSubset }: CompactEldDatabase): Uint8Array {
  const info = new TextEncoder().encode(JSON.stringify({ type, languages, isSubset }));
  const keyCount = ngrams.keys.length;
  const entryCount = ngrams.scores.length;
  const bytes = new Uint8Array(HEADER_BYTES + info.length + keyCount * 9 + entryCount * 2);
  const view = new DataView(bytes.buffer);
  for (let position = 0; position < MAGIC.length; position++) bytes[position] = MAGIC.charCodeAt(position);
  view.setUint32(4, FORMAT_VERSION, true);
  view.setUint32(8, info.length, true);
  view.setUint32(12, keyCount, true);
  view.setUint32(16, entryCount, true);
  bytes.set(info, HEADER_BYTES);
  let offset = HEADER_BYTES + info.length;
  for (let index = 0; index < keyCount; index++, offset += 8) view.setFloat64(offset, ngrams.keys[index] as number, true);
  for (let index = 0; index < keyCount; index++, offset++) {
    bytes[offset] = toByte((ngrams.offsets[index + 1] as number) - (ngrams.offsets[index] as number), 'entries per n-gram');
  }
  bytes.set(ngrams.languageIndexes, offset);
  bytes.set(ngrams.scores, offset + entryCount);
  return bytes;
}

export function decodeEldDatabase(bytes: Uint8Array): CompactEldDatabase {
  const fail = (reason: string): never => {
    throw new Error(`eld database file: ${reason}`);
  };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < HEADER_BYTES || String.fromCharCode(...bytes.subarray(0, MAGIC.length)) !== MAGIC) fail('not an eld database');
  const version = view.getUint32(4, true);
  if (version !== FORMAT_VERSION) fail(`format ${version}, expected ${FORMAT_VERSION}`);
  const infoLength = view.getUint32(8, true);
  const keyCount = view.getUint32(12, true);
  const entryCount = view.getUint32(16, true);
  if (bytes.length !== HEADER_BYTES + infoLength + keyCount * 9 + entryCount * 2) fail('truncated or too long');
  const info = JSON.parse(new TextDecoder().decode(bytes.subarray(HEADER_BYTES, HEADER_BYTES + infoLength))) as EldDatabaseInfo;
  let offset = HEADER_BYTES + infoLength;
  const keys = new Float64Array(keyCount);
  for (let index = 0; index < keyCount; index++, offset += 8) {
    keys[index] = view.getFloat64(offset, true);
    // findNgram's binary search needs them strictly ascending.
    if (index > 0 && !((keys[index] as number) > (keys[index - 1] as number))) fail('keys out of order');
  }
  const offsets = new Uint32Array(keyCount + 1);
  for (let index = 0; index < keyCount; index++, offset++) offsets[index + 1] = (offsets[index] as number) + (bytes[offset] as number);
  if (offsets[keyCount] !== entryCount) fail('entry counts do not add up');
  // Copies (a Buffer's slice would not copy), so the arrays do not keep the whole file's buffer alive.
  const languageIndexes = new Uint8Array(bytes.subarray(offset, offset + entryCount));
  const scores = new Uint8Array(bytes.subarray(offset + entryCount, offset + 2 * entryCount));
  return { type: info.type, languages: info.languages, isSubset: info.isSubset, ngrams: { keys, offsets, languageIndexes, scores } };
}
