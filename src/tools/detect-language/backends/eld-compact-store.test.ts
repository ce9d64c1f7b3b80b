import { describe, expect, it } from 'vitest';
import {
  compactEldDatabase,
  compactNgrams,
  createNgramsView,
  decodeEldDatabase,
  type EldDatabase,
  encodeEldDatabase,
  lookupNgram,
  packNgram,
  toEldData,
  unpackNgram,
} from './eld-compact-store';

const eldModule = (path: string) => new URL(path, import.meta.resolve('eld/large')).href;

interface EldResult {
  language: string;
  getScores(): Record<string, number>;
  isReliable(): boolean;
}
interface EldDetector {
  detect(text: string): EldResult;
}

async function loadLarge(): Promise<EldDatabase> {
  return ((await import(eldModule('../ngrams/large.js'))) as { ngramsData: EldDatabase }).ngramsData;
}

/** Differences between two answers to `ngrams[key]`, key order included (eld sums in that order). */
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
    const view = toEldData(decoded).ngrams;
    const differences: string[] = [];
    for (const key of keys) {
      const difference = describeDifference(large.ngrams[key], lookupNgram(compact.ngrams, key)) ?? describeDifference(large.ngrams[key], view[key]);
      if (difference) differences.push(`${JSON.stringify(key)}: ${difference}`);
      if (!(key in view)) differences.push(`${JSON.stringify(key)} not in the view`);
    }
    expect(differences.slice(0, 10)).toEqual([]);

    const absent = ['', ' ', 'zzzzz', 'abcdefg', '\0 the', 'ab\u0100', '__proto__', 'constructor', 'toString', 'then'].filter((key) => !Object.hasOwn(large.ngrams, key));
    expect(absent.length).toBeGreaterThan(8);
    for (const key of absent) {
      expect(view[key]).toBeUndefined();
      expect(key in view).toBe(false);
    }
    expect((view as unknown as Record<symbol, unknown>)[Symbol.iterator]).toBeUndefined();
  }, 120_000);

  it('gives eld the same results as the package’s own large detector', async () => {
    const [{ eld }, { createEld }] = (await Promise.all([import('eld/large'), import(eldModule('../languageDetector.js'))])) as [
      { eld: EldDetector },
      { createEld(): { instance: EldDetector; loadData(data: EldDatabase): unknown } },
    ];
    const { instance, loadData } = createEld();
    loadData(toEldData(decodeEldDatabase(encodeEldDatabase(compactEldDatabase(await loadLarge())))));
    const texts = [
      'The committee reviews the results of the survey every spring.',
      'ça va très bien, merci !',
      'Ελληνικά κείμενα για δοκιμή',
      'हिन्दी में एक छोटा सा वाक्य',
      '中文句子测试 and some English',
      '🙂 emoji 👍🏽 only?',
      'https://example.com user@example.com 12345',
      'Ja',
      'x'.repeat(1500),
      // Longer than the 1,000 characters eld reads.
      'La commissione esamina ogni primavera i risultati del sondaggio e pubblica una breve relazione. '.repeat(12),
    ];
    for (const text of texts) {
      const [theirs, ours] = [eld.detect(text), instance.detect(text)];
      expect([ours.language, ours.getScores(), ours.isReliable()]).toEqual([theirs.language, theirs.getScores(), theirs.isReliable()]);
      expect(Object.keys(ours.getScores())).toEqual(Object.keys(theirs.getScores()));
    }
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
    expect(createNgramsView(decoded.ngrams)[' ab ']).toEqual({ 1: 3 });
    expect(() => decodeEldDatabase(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated/);
    expect(() => decodeEldDatabase(new TextEncoder().encode('{"type":"L60"}'))).toThrow(/not an eld database/);
    const otherVersion = bytes.slice();
    otherVersion[4] = 9;
    expect(() => decodeEldDatabase(otherVersion)).toThrow(/format 9/);
  });
});
