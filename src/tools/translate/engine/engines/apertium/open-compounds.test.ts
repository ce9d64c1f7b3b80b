import { describe, expect, it } from 'vitest';
import type { LookUpWords } from '../../pipeline/noun-facts';
import { closeCompounds, listCompounds, openCompounds } from './open-compounds';
import { createEnglishWordReader, unknownOf } from './unknown-english-words';

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
  it('lists lower-case compounds with a letter, not names, number ranges or a segment with a spaced hyphen', () => {
    expect(listCompounds('A 10-year-old ban, an Up-to-date list, Schering-Plough in 2003-2004.')).toEqual(['10-year-old', 'Up-to-date']);
    expect(listCompounds('a well-known man - really')).toEqual([]);
  });

  it('opens the compounds the analyser does not have whole, and keeps the ones it has', async () => {
    const read = createEnglishWordReader(fakeAnalyser(['full-time', 'up-to-date']).lookUp);
    const segment = 'A 10-year-old ban, a full-time job, an Up-to-date list, Schering-Plough in 2003-2004.';
    const unknown = unknownOf(await read(listCompounds(segment)));
    expect(openCompounds([segment, 'no compound'], unknown)).toEqual([
      { text: 'A 10 - year - old ban, a full-time job, an Up-to-date list, Schering-Plough in 2003-2004.', opened: true },
      { text: 'no compound', opened: false },
    ]);
  });

  it('asks the analyser once per word, and calls nothing unknown when it fails or is missing', async () => {
    const { lookUp, calls } = fakeAnalyser([]);
    const read = createEnglishWordReader(lookUp);
    expect(unknownOf(await read(['low-yield']))).toEqual(new Set(['low-yield']));
    expect(unknownOf(await read(['low-yield', 'low-yield']))).toEqual(new Set(['low-yield']));
    expect(calls).toEqual([['low-yield']]);
    expect(unknownOf(await createEnglishWordReader(async () => Promise.reject(new Error('no lt-proc')))(['low-yield']))).toEqual(new Set());
    expect(unknownOf(await createEnglishWordReader(async () => new Map())(['low-yield']))).toEqual(new Set());
  });

  it('closes a hyphen that came through untranslated', () => {
    expect(closeCompounds('en el mid - 1990s, Abajo - armas')).toBe('en el mid-1990s, Abajo-armas');
  });
});
