import { describe, expect, it } from 'vitest';
import { findBand, PROBABILITY_BANDS } from './probability-bands';
import { formatProbability } from './format-probability';

describe('formatProbability', () => {
  it('rounds to a whole percentage and never claims 0% or 100%', () => {
    expect(formatProbability(0.143)).toBe('14%');
    expect(formatProbability(0.004)).toBe('<1%');
    expect(formatProbability(0.996)).toBe('>99%');
    expect(formatProbability(1)).toBe('>99%');
  });
});

describe('findBand', () => {
  it('puts each probability in one band, the top one included', () => {
    expect(findBand(0)).toBe(PROBABILITY_BANDS[0]);
    expect(findBand(0.2)).toBe(PROBABILITY_BANDS[1]);
    expect(findBand(0.79)).toBe(PROBABILITY_BANDS[3]);
    expect(findBand(1)).toBe(PROBABILITY_BANDS[4]);
  });
});
