import { describe, expect, it } from 'vitest';
import { listCompoundSplits } from './split-compound';

describe('German compound splits', () => {
  it('offers the head with and without a linking element, and the tail capitalised', () => {
    const splits = listCompoundSplits('Arbeitszeit');
    const split = splits.find((s) => s.tails.includes('Zeit'));
    expect(split?.heads).toContain('Arbeit');
  });

  it('keeps a lower-case tail for a lower-case word: "gelessen" is no "Gel" + "Essen"', () => {
    const tails = listCompoundSplits('gelessen').flatMap((s) => s.tails);
    expect(tails).toContain('essen');
    expect(tails).not.toContain('Essen');
    expect(listCompoundSplits('arbeitsfähig').some((s) => s.heads.includes('Arbeit') && s.tails.includes('fähig'))).toBe(true);
  });

  it('does not split short words', () => {
    expect(listCompoundSplits('Haus')).toEqual([]);
  });
});
