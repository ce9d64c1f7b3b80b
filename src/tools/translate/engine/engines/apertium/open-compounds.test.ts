import { describe, expect, it } from 'vitest';
import type { LookUpWords } from '../../pipeline/noun-facts';
import { closeCompounds, openCompounds } from './open-compounds';
import { createUnknownEnglishFinder } from './unknown-english-words';

/** A stand-in English analyser: knows a few compounds whole, and counts its calls. */
function fakeAnalyser(whole: readonly string[]) {
  const calls: string[][] = [];
  const lookUp: LookUpWords = async (_language, words) => {
    calls.push([...words]);
    // Keyed by the lower-cased surface, as parseAnalyses gives them.
    return new Map(words.map((word) => [word.toLowerCase(), whole.includes(word.toLowerCase()) ? [{ lemma: word, tags: ['adj'] }] : []]));
  };
  return { lookUp, calls };
}

describe('hyphenated compounds for Apertium', () => {
  it('opens the compounds the analyser does not have whole, and keeps the ones it has, names and number ranges', async () => {
    const { lookUp } = fakeAnalyser(['full-time', 'up-to-date']);
    const findUnknown = createUnknownEnglishFinder(lookUp);
    const [segment] = await openCompounds(['A 10-year-old ban, a full-time job, an Up-to-date list, Schering-Plough in 2003-2004.'], 'en', findUnknown);
    expect(segment).toEqual({ text: 'A 10 - year - old ban, a full-time job, an Up-to-date list, Schering-Plough in 2003-2004.', opened: true });
  });

  it('leaves other source languages, and segments that have a spaced hyphen of their own, as written', async () => {
    const { lookUp, calls } = fakeAnalyser([]);
    const findUnknown = createUnknownEnglishFinder(lookUp);
    expect(await openCompounds(['dit-il', 'a well-known man - really', 'no compound here'], 'fr', findUnknown)).toEqual([
      { text: 'dit-il', opened: false },
      { text: 'a well-known man - really', opened: false },
      { text: 'no compound here', opened: false },
    ]);
    expect(await openCompounds(['a well-known man - really'], 'en', findUnknown)).toEqual([{ text: 'a well-known man - really', opened: false }]);
    expect(calls).toEqual([]);
  });

  it('asks the analyser once per compound, and opens nothing when it fails', async () => {
    const { lookUp, calls } = fakeAnalyser([]);
    const findUnknown = createUnknownEnglishFinder(lookUp);
    await openCompounds(['a low-yield bomb'], 'en', findUnknown);
    await openCompounds(['another low-yield bomb'], 'en', findUnknown);
    expect(calls).toEqual([['low-yield']]);
    const failing = createUnknownEnglishFinder(async () => Promise.reject(new Error('no lt-proc')));
    expect(await openCompounds(['a low-yield bomb'], 'en', failing)).toEqual([{ text: 'a low-yield bomb', opened: false }]);
    const noAnalyser = createUnknownEnglishFinder(async () => new Map());
    expect(await openCompounds(['a low-yield bomb'], 'en', noAnalyser)).toEqual([{ text: 'a low-yield bomb', opened: false }]);
  });

  it('closes a hyphen that came through untranslated', () => {
    expect(closeCompounds('en el mid - 1990s, Abajo - armas')).toBe('en el mid-1990s, Abajo-armas');
  });
});
