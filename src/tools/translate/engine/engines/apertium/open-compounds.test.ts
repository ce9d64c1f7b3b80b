import { describe, expect, it } from 'vitest';
import type { LookUpWords } from '../../pipeline/noun-facts';
import { closeCompounds, createCompoundOpener } from './open-compounds';

/** A stand-in English analyser: knows a few compounds whole, and counts its calls. */
function fakeAnalyser(whole: readonly string[]) {
  const calls: string[][] = [];
  const lookUp: LookUpWords = async (_language, words) => {
    calls.push([...words]);
    return new Map(words.map((word) => [word, whole.includes(word) ? [{ lemma: word, tags: ['adj'] }] : []]));
  };
  return { lookUp, calls };
}

describe('hyphenated compounds for Apertium', () => {
  it('opens the compounds the analyser does not have whole, and keeps the ones it has, names and number ranges', async () => {
    const { lookUp } = fakeAnalyser(['full-time', 'up-to-date']);
    const open = createCompoundOpener(lookUp);
    const [segment] = await open(['A 10-year-old ban, a full-time job, an Up-to-date list, Schering-Plough in 2003-2004.'], 'en');
    expect(segment).toEqual({ text: 'A 10 - year - old ban, a full-time job, an Up-to-date list, Schering-Plough in 2003-2004.', opened: true });
  });

  it('leaves other source languages, and segments that have a spaced hyphen of their own, as written', async () => {
    const { lookUp, calls } = fakeAnalyser([]);
    const open = createCompoundOpener(lookUp);
    expect(await open(['dit-il', 'a well-known man - really', 'no compound here'], 'fr')).toEqual([
      { text: 'dit-il', opened: false },
      { text: 'a well-known man - really', opened: false },
      { text: 'no compound here', opened: false },
    ]);
    expect(await open(['a well-known man - really'], 'en')).toEqual([{ text: 'a well-known man - really', opened: false }]);
    expect(calls).toEqual([]);
  });

  it('asks the analyser once per compound, and opens nothing when it fails', async () => {
    const { lookUp, calls } = fakeAnalyser([]);
    const open = createCompoundOpener(lookUp);
    await open(['a low-yield bomb'], 'en');
    await open(['another Low-yield bomb'], 'en');
    expect(calls).toEqual([['low-yield']]);
    const failing = createCompoundOpener(async () => Promise.reject(new Error('no lt-proc')));
    expect(await failing(['a low-yield bomb'], 'en')).toEqual([{ text: 'a low-yield bomb', opened: false }]);
    const noAnalyser = createCompoundOpener(async () => new Map());
    expect(await noAnalyser(['a low-yield bomb'], 'en')).toEqual([{ text: 'a low-yield bomb', opened: false }]);
  });

  it('closes a hyphen that came through untranslated', () => {
    expect(closeCompounds('en el mid - 1990s, Abajo - armas')).toBe('en el mid-1990s, Abajo-armas');
  });
});
