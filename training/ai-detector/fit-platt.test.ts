import { describe, expect, it } from 'vitest';
import { calibrateLogit } from '../../src/tools/ai-detector/engine/calibrate-score';
import { fitPlatt } from './fit-platt';

describe('fitPlatt', () => {
  it('fits a rising calibration that matches the observed rates', () => {
    // Scores -2..2; the chance of AI rises with the score.
    const logits: number[] = [];
    const labels: number[] = [];
    for (let score = -2; score <= 2; score++) {
      for (let k = 0; k < 10; k++) {
        logits.push(score);
        labels.push(k < 2 + 1.5 * (score + 2) ? 1 : 0);
      }
    }
    const calibration = fitPlatt(logits, labels);
    expect(calibration.slope).toBeGreaterThan(0);
    expect(calibrateLogit(calibration, -2)).toBeLessThan(0.35);
    expect(calibrateLogit(calibration, 2)).toBeGreaterThan(0.65);
  });

  it('stays finite when the scores separate the classes perfectly', () => {
    const logits = [-30, -20, -10, 10, 20, 30];
    const calibration = fitPlatt(logits, [0, 0, 0, 1, 1, 1]);
    expect(Number.isFinite(calibration.slope) && Number.isFinite(calibration.intercept)).toBe(true);
    expect(calibration.slope).toBeGreaterThan(0);
    // Platt's smoothed targets keep the extreme probabilities away from 0 and 1.
    expect(calibrateLogit(calibration, 30)).toBeLessThan(0.9999);
  });
});
