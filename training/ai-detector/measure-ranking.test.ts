import { describe, expect, it } from 'vitest';
import { computeAuroc, computeTprAtFpr } from './measure-ranking';

describe('ranking metrics', () => {
  it('computes AUROC with ties counted half', () => {
    expect(computeAuroc([0.1, 0.2, 0.8, 0.9], [0, 0, 1, 1])).toBe(1);
    expect(computeAuroc([0.9, 0.8, 0.2, 0.1], [0, 0, 1, 1])).toBe(0);
    expect(computeAuroc([0.5, 0.5], [0, 1])).toBe(0.5);
    expect(computeAuroc([0.5, 0.6], [1, 1])).toBeNaN();
  });

  it('finds the true-positive rate when at most the given share of human texts is flagged', () => {
    const human = Array.from({ length: 100 }, (_, i) => i / 100);
    const ai = [0.995, 0.985, 0.5, 0.2];
    const scores = [...human, ...ai];
    const labels = [...human.map(() => 0), ...ai.map(() => 1)];
    // 1% of 100 human texts: one may be flagged, so the cut sits at the second-highest (0.98).
    expect(computeTprAtFpr(scores, labels, 0.01)).toBe(0.5);
    expect(computeTprAtFpr(scores, labels, 0.6)).toBe(0.75);
  });
});
