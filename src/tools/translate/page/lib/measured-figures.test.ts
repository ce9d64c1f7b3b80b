import { describe, expect, it } from 'vitest';
import { listUnmeasuredPairs, TRANSLATE_FIGURES } from './measured-figures';

describe('listUnmeasuredPairs', () => {
  it('names the offline pairs that have no Apertium figure, once each, and none that has one', () => {
    const measured = TRANSLATE_FIGURES.pairs.find((row) => row.engine === 'apertium')!;
    const [from = '', to = ''] = measured.pair.split('-');
    expect(
      listUnmeasuredPairs([
        [from, to],
        ['xx', 'yy'],
        ['xx', 'yy'],
      ]),
    ).toEqual(['xx-yy']);
  });
});

describe('TRANSLATE_FIGURES.pairs', () => {
  it('quotes every pair with its dev set and size, and never the raw baseline', () => {
    expect(TRANSLATE_FIGURES.pairs.length).toBeGreaterThan(0);
    for (const row of TRANSLATE_FIGURES.pairs) {
      expect(row.engine).not.toBe('raw-apertium');
      expect(row.chrF.split).toBe('dev');
      expect(row.chrF.dataset).toBeTruthy();
      expect(row.chrF.n).toBeGreaterThanOrEqual(20);
    }
  });
});
