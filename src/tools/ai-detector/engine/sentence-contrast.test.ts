import { describe, expect, it } from 'vitest';
import { computeSentenceDeviations, computeSentenceOutliers } from './sentence-contrast';

describe('computeSentenceDeviations', () => {
  it('centres deviations on the text: equal scores give no contrast', () => {
    expect(computeSentenceDeviations([0.7, 0.7, 0.7], [10, 20, 30])).toEqual([0, 0, 0]);
  });

  it('keeps a run of high-scoring sentences above a run of low-scoring ones', () => {
    const deviations = computeSentenceDeviations([-1, -1, -1, 1, 1, 1], [15, 15, 15, 15, 15, 15]);
    expect(Math.max(...deviations.slice(0, 3))).toBeLessThan(0);
    expect(Math.min(...deviations.slice(3))).toBeGreaterThan(0);
  });

  it('smooths a lone outlier with its neighbours and shrinks short sentences', () => {
    const [, lone] = computeSentenceDeviations([0, 3, 0], [15, 15, 15]);
    expect(lone).toBeGreaterThan(0);
    expect(lone).toBeLessThan(3 * (15 / 27));
    const [short = 0] = computeSentenceDeviations([3, 0, 0], [3, 15, 15]);
    const [long = 0] = computeSentenceDeviations([3, 0, 0], [15, 15, 15]);
    expect(short).toBeGreaterThan(0);
    expect(short).toBeLessThan(long);
  });

  it('handles an empty text and sentences without words', () => {
    expect(computeSentenceDeviations([], [])).toEqual([]);
    expect(computeSentenceDeviations([1], [0])).toEqual([0]);
  });
});

describe('computeSentenceOutliers', () => {
  it('gives a lone low-scoring sentence among high-scoring ones more of its own weight than the smoothed contrast', () => {
    const logits = [2, 2, -2, 2, 2];
    const words = [15, 15, 15, 15, 15];
    const outlier = computeSentenceOutliers(logits, words)[2] ?? 0;
    const smoothed = computeSentenceDeviations(logits, words)[2] ?? 0;
    expect(outlier).toBeCloseTo((15 / 27) * -4);
    expect(outlier).toBeLessThan(smoothed);
  });

  it('is zero inside a run and for a text of one sentence', () => {
    expect(computeSentenceOutliers([1, 1, 1, 1], [10, 10, 10, 10])).toEqual([0, 0, 0, 0]);
    expect(computeSentenceOutliers([3], [20])).toEqual([0]);
  });
});
