import { describe, expect, it } from 'vitest';
import { measureOpeningRepetition, measurePhraseRepetition } from './measure-repetition';

const words = (text: string): string[] => text.toLowerCase().split(/\s+/u).filter(Boolean);

describe('repetition measures', () => {
  it('counts every occurrence of a repeated trigram against all trigrams', () => {
    // 'is feasible in' and 'feasible in palliative' occur twice each: 4 of 9 trigrams.
    const restated = words('is feasible in palliative care yes it is feasible in palliative');
    expect(measurePhraseRepetition(restated)).toBeCloseTo(4 / 9, 5);
    expect(measurePhraseRepetition(words('every word here differs from the one before it'))).toBe(0);
  });

  it('averages windows on long texts, so length alone does not raise the share', () => {
    const varied = Array.from({ length: 600 }, (_, i) => `w${i}`);
    expect(measurePhraseRepetition(varied)).toBe(0);
    const looped = Array.from({ length: 600 }, (_, i) => `w${i % 50}`);
    expect(measurePhraseRepetition(looped)).toBeGreaterThan(0.5);
  });

  it('looks only at the opening for the opening measure', () => {
    const lateRepeat = [...Array.from({ length: 60 }, (_, i) => `w${i}`), 'a', 'b', 'c', 'a', 'b', 'c'];
    expect(measureOpeningRepetition(lateRepeat)).toBe(0);
    expect(measurePhraseRepetition(lateRepeat)).toBeGreaterThan(0);
  });

  it('returns 0 for texts too short to have a trigram', () => {
    expect(measurePhraseRepetition([])).toBe(0);
    expect(measureOpeningRepetition(['one', 'two'])).toBe(0);
  });
});
