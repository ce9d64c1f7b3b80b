/**
 * tinyld's "heavy" profiles in a form that answers quickly and keeps little resident. The package
 * ships them inside its bundle as one object literal (42,887 unique n-grams, 83,737 shared ones whose
 * scores are base-36 strings), decodes all of it into ~84,000 small objects on import, and keeps
 * ~85 MB resident; its scorer then re-reads every language of every n-gram's object. Here: two maps
 * from n-gram to a number, and the scores in typed arrays. The build writes them to a file
 * (`encodeTinyLdDictionary`, scripts/write-tinyld-dictionary.mjs); without it (tests, dev) they are
 * read from the package itself (`readPackageDictionary`). tinyld-scorer.ts scores with them.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The file the build writes beside the engine bundles (SCRIBEWELL_ENGINE_BUNDLES). */
export const TINYLD_DICTIONARY_FILE = 'tinyld-heavy.bin';

export interface TinyLdDictionary {
  /** ISO 639-3 codes in the package's own order: language index i is `languages[i]`. */
  languages: readonly string[];
  /** The code tinyld answers with for each language (its toISO2: ISO 639-1 where there is one). */
  answerCodes: readonly string[];
  /** An n-gram only one language uses → that language's index. */
  uniques: ReadonlyMap<string, number>;
  /** A shared n-gram → its position p: its scores are entries offsets[p] to offsets[p + 1]. */
  shared: ReadonlyMap<string, number>;
  offsets: Uint32Array;
  entryLanguages: Uint8Array;
  entryScores: Uint16Array;
}

/** The literal as the package's bundle holds it. */
export interface PackageProfiles {
  uniques: Readonly<Record<string, string | number>>;
  multiples: Readonly<Record<string, string>>;
}

/** tinyld writes a language as its 1-based position in base 36, and a score as two more base-36 digits. */
function readLanguageIndex(digits: string, languageCount: number, where: string): number {
  const position = Number.parseInt(digits, 36);
  if (!(position >= 1 && position <= languageCount)) throw new RangeError(`tinyld profiles: ${where} names no language (${digits})`);
  return position - 1;
}

export function compactTinyLdProfiles(profiles: PackageProfiles, languages: readonly string[], answerCodes: readonly string[]): TinyLdDictionary {
  const uniques = new Map<string, number>();
  for (const [ngram, language] of Object.entries(profiles.uniques)) uniques.set(ngram, readLanguageIndex(String(language), languages.length, `unique ${ngram}`));
  const names = Object.keys(profiles.multiples);
  const shared = new Map<string, number>();
  const offsets = new Uint32Array(names.length + 1);
  const entryCount = names.reduce((sum, name) => sum + (profiles.multiples[name]?.length ?? 0) / 4, 0);
  const entryLanguages = new Uint8Array(entryCount);
  const entryScores = new Uint16Array(entryCount);
  let entry = 0;
  names.forEach((name, position) => {
    const encoded = profiles.multiples[name] ?? '';
    // Pairs of two base-36 digits each; anything else would change what the package's decoder reads.
    if (!/^([0-9A-Za-z]{4})*$/.test(encoded)) throw new RangeError(`tinyld profiles: scores of ${JSON.stringify(name)} are not 4-digit pairs`);
    shared.set(name, position);
    offsets[position] = entry;
    const seen = new Set<number>();
    for (let at = 0; at < encoded.length; at += 4, entry++) {
      const language = readLanguageIndex(encoded.slice(at, at + 2), languages.length, `n-gram ${JSON.stringify(name)}`);
      if (seen.has(language)) throw new RangeError(`tinyld profiles: ${JSON.stringify(name)} scores one language twice`);
      seen.add(language);
      entryLanguages[entry] = language;
      entryScores[entry] = Number.parseInt(encoded.slice(at + 2, at + 4), 36);
    }
  });
  offsets[names.length] = entry;
  return { languages, answerCodes, uniques, shared, offsets, entryLanguages, entryScores };
}

/**
 * The profiles from the package's own bundle. They are not among its exports: the bundle is read as
 * text and evaluated once more with one export added. Its version is pinned by the lock file, and
 * eval/language/check-tinyld-dictionary.ts (and the unit test) check the answers against the package.
 */
export async function readPackageDictionary(): Promise<TinyLdDictionary> {
  const bundleUrl = import.meta.resolve('tinyld/heavy');
  const source = await readFile(fileURLToPath(bundleUrl), 'utf8');
  const name = /var ([\w$]+)=\{id:"tinyld-dict"/.exec(source)?.[1];
  if (!name) throw new Error(`tinyld: no profiles found in ${bundleUrl}`);
  const bundle = (await import(`data:text/javascript,${encodeURIComponent(`${source}\nexport { ${name} as profiles };`)}`)) as {
    profiles: PackageProfiles;
    supportedLanguages: string[];
    toISO2(code: string): string;
  };
  const languages = [...bundle.supportedLanguages];
  return compactTinyLdProfiles(bundle.profiles, languages, languages.map((code) => bundle.toISO2(code)));
}

/**
 * The file, little-endian:
 *   magic "TLDC" · u32 format version · u32 header JSON length · u32 unique count · u32 shared count · u32 entry count
 *   header JSON (languages, answerCodes)
 *   unique n-grams' UTF-8 text length (u32) · their text, joined by NUL · their language indexes (u8 × unique count)
 *   shared n-grams' UTF-8 text length (u32) · their text, joined by NUL · entries per n-gram (u8 × shared count)
 *   entry languages (u8 × entry count) · padding to 2 bytes · entry scores (u16 × entry count)
 */
const MAGIC = 'TLDC';
const FORMAT_VERSION = 1;
const HEADER_BYTES = 24;
const SEPARATOR = '\0';

function joinNgrams(ngrams: Iterable<string>): Uint8Array {
  const list = [...ngrams];
  if (list.some((ngram) => ngram.includes(SEPARATOR))) throw new RangeError('tinyld profiles: an n-gram holds the separator');
  return new TextEncoder().encode(list.join(SEPARATOR));
}

export function encodeTinyLdDictionary(dictionary: TinyLdDictionary): Uint8Array {
  const header = new TextEncoder().encode(JSON.stringify({ languages: dictionary.languages, answerCodes: dictionary.answerCodes }));
  const uniqueText = joinNgrams(dictionary.uniques.keys());
  const sharedNames = [...dictionary.shared.keys()];
  const sharedText = joinNgrams(sharedNames);
  const entryCount = dictionary.entryScores.length;
  const uniqueCount = dictionary.uniques.size;
  const sharedCount = sharedNames.length;
  const beforeScores = HEADER_BYTES + header.length + 4 + uniqueText.length + uniqueCount + 4 + sharedText.length + sharedCount + entryCount;
  const scoresAt = beforeScores + (beforeScores % 2);
  const bytes = new Uint8Array(scoresAt + entryCount * 2);
  const view = new DataView(bytes.buffer);
  for (let position = 0; position < MAGIC.length; position++) bytes[position] = MAGIC.charCodeAt(position);
  [FORMAT_VERSION, header.length, uniqueCount, sharedCount, entryCount].forEach((value, index) => view.setUint32(4 + index * 4, value, true));
  let offset = HEADER_BYTES;
  bytes.set(header, offset);
  offset += header.length;
  view.setUint32(offset, uniqueText.length, true);
  bytes.set(uniqueText, offset + 4);
  offset += 4 + uniqueText.length;
  bytes.set(Uint8Array.from(dictionary.uniques.values()), offset);
  offset += uniqueCount;
  view.setUint32(offset, sharedText.length, true);
  bytes.set(sharedText, offset + 4);
  offset += 4 + sharedText.length;
  sharedNames.forEach((name, index) => {
    const position = dictionary.shared.get(name) ?? 0;
    bytes[offset + index] = (dictionary.offsets[position + 1] ?? 0) - (dictionary.offsets[position] ?? 0);
  });
  offset += sharedCount;
  bytes.set(dictionary.entryLanguages, offset);
  for (let index = 0; index < entryCount; index++) view.setUint16(scoresAt + index * 2, dictionary.entryScores[index] ?? 0, true);
  return bytes;
}

export function decodeTinyLdDictionary(bytes: Uint8Array): TinyLdDictionary {
  const fail = (reason: string): never => {
    throw new Error(`${TINYLD_DICTIONARY_FILE}: ${reason}; delete dist/engines and run npm start again to rebuild the engines`);
  };
  if (bytes.length < HEADER_BYTES || String.fromCharCode(...bytes.subarray(0, 4)) !== MAGIC) fail('not a tinyld dictionary');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [version, headerLength, uniqueCount, sharedCount, entryCount] = [0, 1, 2, 3, 4].map((index) => view.getUint32(4 + index * 4, true)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (version !== FORMAT_VERSION) fail(`format ${version}, expected ${FORMAT_VERSION}`);
  const decoder = new TextDecoder();
  let offset = HEADER_BYTES;
  const { languages, answerCodes } = JSON.parse(decoder.decode(bytes.subarray(offset, offset + headerLength))) as {
    languages: string[];
    answerCodes: string[];
  };
  offset += headerLength;
  const readNgrams = (count: number): string[] => {
    const length = view.getUint32(offset, true);
    const text = decoder.decode(bytes.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length;
    const ngrams = count === 0 ? [] : text.split(SEPARATOR);
    if (ngrams.length !== count) fail(`${ngrams.length} n-grams where the header says ${count}`);
    return ngrams;
  };
  const uniqueNames = readNgrams(uniqueCount);
  const uniques = new Map(uniqueNames.map((ngram, index) => [ngram, bytes[offset + index] ?? 0]));
  offset += uniqueCount;
  const sharedNames = readNgrams(sharedCount);
  const shared = new Map<string, number>();
  const offsets = new Uint32Array(sharedCount + 1);
  let entry = 0;
  sharedNames.forEach((ngram, index) => {
    shared.set(ngram, index);
    offsets[index] = entry;
    entry += bytes[offset + index] ?? 0;
  });
  offsets[sharedCount] = entry;
  if (entry !== entryCount) fail(`${entry} entries where the header says ${entryCount}`);
  offset += sharedCount;
  const entryLanguages = bytes.slice(offset, offset + entryCount);
  offset += entryCount;
  const scoresAt = offset + (offset % 2);
  if (scoresAt + entryCount * 2 > bytes.length) fail('truncated');
  const entryScores = new Uint16Array(entryCount);
  for (let index = 0; index < entryCount; index++) entryScores[index] = view.getUint16(scoresAt + index * 2, true);
  return { languages, answerCodes, uniques, shared, offsets, entryLanguages, entryScores };
}
