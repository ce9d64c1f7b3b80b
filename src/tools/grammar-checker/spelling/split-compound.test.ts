import { describe, expect, it } from 'vitest';
import { listCompoundSplits } from './split-compound';

describe('German compound splits', () => {
  it('offers the head with and without a linking element, and the tail capitalised', () => {
    const splits = listCompoundSplits('Arbeitszeit');
    const split = splits.find((s) => s.tails.includes('Zeit'));
    expect(split?.heads).toContain('Arbeit');
  });

  it('does not split short words', () => {
    expect(listCompoundSplits('Haus')).toEqual([]);
  });
});
