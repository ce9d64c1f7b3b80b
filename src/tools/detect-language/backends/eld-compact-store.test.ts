import { describe, expect, it } from 'vitest';
import {
  compactEldDatabase,
  compactNgrams,
  decodeEldDatabase,
  type EldDatabase,
  encodeEldDatabase,
  findNgram,
  type CompactNgrams,
  packNgram,
  unpackNgram,
} from './eld-compact-store';

const eldModule = (path: string) => new URL(path, import.meta.resolve('eld/large')).href;

async function loadLarge(): Promise<EldDatabase> {
  return ((await import(eldModule('../ngrams/large.js'))) as { ngramsData: EldDatabase }).ngramsData;
}

/** The scores the arrays hold for `ngram` as eld's object would (integer keys ascend), or undefined. */
function lookupNgram(store: CompactNgrams, ngram: string): Record<number, number> | undefined {
  const position = findNgram(store, ngram);
  if (position < 0) return undefined;
  const answer: Record<number, number> = {};
  for (let entry = store.offsets[position] as number; entry < (store.offsets[position + 1] as number); entry++) {
    answer[store.languageIndexes[entry] as number] = store.scores[entry] as number;
  }
  return answer;
}

/** Differences between two answers to `ngrams[key]`, key order included. */
function describeDifference(expected: object | undefined, actual: object | undefined): string | undefined {
  if (expected === undefined || actual === undefined) return expected === actual ? undefined : `${JSON.stringify(expected)} ≠ ${JSON.stringify(actual)}`;
  const [left, right] = [expected, actual].map((value) => JSON.stringify(Object.entries(value)));
  return left === right ? undefined : `${left} ≠ ${right}`;
}

describe('packNgram', () => {
  it('gives every byte string up to 6 bytes its own exact number, and back', () => {
    const samples = ['', '\0', '\0a', 'a', 'a\0', ' the ', '\xff\xff\xff\xff\xff\xff', '\0\0\0\0\0\0', ' \xd0\xbf\xd1\x80 '];
    const packed = samples.map(packNgram);
    expect(new Set(packed).size).toBe(samples.length);
    for (const value of packed) expect(Number.isSafeInteger(value)).toBe(true);
    expect(packed.map(unpackNgram)).toEqual(samples);
  });

  it('refuses what no n-gram can be', () => {
    expect(packNgram('abcdefg')).toBe(-1);
    expect(packNgram('ab\u0100')).toBe(-1);
    expect(packNgram('日本')).toBe(-1);
  });
});

describe('compact eld database', () => {
  it('answers every n-gram of the large database exactly as its object does, from memory and from the file', async () => {
    const large = await loadLarge();
    const compact = compactEldDatabase(large);
    const decoded = decodeEldDatabase(encodeEldDatabase(compact));
    expect(decoded.ngrams).toEqual(compact.ngrams);
    expect({ ...decoded, ngrams: undefined }).toEqual({ type: large.type, languages: large.languages, isSubset: large.isSubset, ngrams: undefined });

    const keys = Object.keys(large.ngrams);
    expect(keys).toHaveLength(245_106);
    expect(compact.ngrams.scores).toHaveLength(400_560);
    const differences: string[] = [];
    for (const key of keys) {
      const difference = describeDifference(large.ngrams[key], lookupNgram(compact.ngrams, key)) ?? describeDifference(large.ngrams[key], lookupNgram(decoded.ngrams, key));
      if (difference) differences.push(`${JSON.stringify(key)}: ${difference}`);
    }
    expect(differences.slice(0, 10)).toEqual([]);

    const absent = ['', ' ', 'zzzzz', 'abcdefg', '\0 the', 'ab\u0100', '__proto__', 'constructor', 'toString', 'then'].filter((key) => !Object.hasOwn(large.ngrams, key));
    expect(absent.length).toBeGreaterThan(8);
    for (const key of absent) expect(findNgram(decoded.ngrams, key)).toBe(-1);
  }, 120_000);

  it('refuses data that does not fit its arrays', () => {
    expect(() => compactNgrams({ abcdefgh: { 0: 1 } })).toThrow(/longer than 6 bytes/);
    expect(() => compactNgrams({ abc: { 0: 256 } })).toThrow(/score 256/);
    expect(() => compactNgrams({ abc: { 300: 1 } })).toThrow(/language index 300/);
    expect(() => compactNgrams({ abc: { 0: 1.5 } })).toThrow(/score 1.5/);
  });

  it('refuses a file that is not one it wrote', () => {
    const bytes = encodeEldDatabase(compactEldDatabase({ type: 'T', languages: { 0: 'en', 1: 'fr' }, isSubset: false, ngrams: { ' ab ': { 1: 3 }, abcd: { 0: 0, 1: 207 } } }));
    const decoded = decodeEldDatabase(bytes);
    expect(lookupNgram(decoded.ngrams, 'abcd')).toEqual({ 0: 0, 1: 207 });
    expect(lookupNgram(decoded.ngrams, ' ab ')).toEqual({ 1: 3 });
    expect(() => decodeEldDatabase(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated/);
    expect(() => decodeEldDatabase(new TextEncoder().encode('{"type":"L60"}'))).toThrow(/not an eld database/);
    const otherVersion = bytes.slice();
    otherVersion[4] = 9;
    expect(() => decodeEldDatabase(otherVersion)).toThrow(/format 9/);
  });
});
