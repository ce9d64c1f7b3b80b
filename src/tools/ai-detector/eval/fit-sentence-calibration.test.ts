import { describe, expect, it } from 'vitest';
import { fitWeightedLogistic } from './fit-sentence-calibration';

describe('fitWeightedLogistic', () => {
  it('recovers the weight that generated the labels and ignores a constant term', () => {
    const rows = [];
    for (let v = -4; v <= 4; v += 0.05) {
      const p = 1 / (1 + Math.exp(-1.5 * v));
      // Expected counts as weights: the fit should land on 1.5 for the first term.
      rows.push({ x: [v, 0], y: 1 as const, weight: p }, { x: [v, 0], y: 0 as const, weight: 1 - p });
    }
    const [slope = 0, constant = 1] = fitWeightedLogistic(rows, 2);
    expect(slope).toBeCloseTo(1.5, 2);
    expect(constant).toBeCloseTo(0, 6);
  });
});
