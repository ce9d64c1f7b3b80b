import { describe, expect, it } from 'vitest';
import { estimateWrongChance } from '../engine/free-text/tagger/field-uncertainty';
import { chooseFlagThreshold, fitLogistic, fitUncertaintyCalibration, type CalibrationCase } from './fit-uncertainty-calibration';

/** Fields whose weakest token's probability is p are wrong a share 1 − p of the time (a calibrated tagger). */
function casesAt(temperature: number): CalibrationCase[] {
  const cases: CalibrationCase[] = [];
  for (const probability of [0.1, 0.3, 0.5, 0.7, 0.9]) {
    for (let k = 0; k < 100; k++) {
      const field = k % 2 ? 'title' : 'volume';
      // Another temperature reads the same fields with squashed probabilities.
      const seen = temperature === 2 ? probability : probability ** 3;
      cases.push({ field, evidence: { probability: seen, margin: 1, tokens: 2, unanchored: false, meanProbability: seen, split: false }, wrong: k < 100 * (1 - probability) });
    }
  }
  return cases;
}

describe('fitLogistic', () => {
  it('finds the direction that separates wrong from right readings', () => {
    const inputs = [[1, -1], [1, -0.5], [1, 0.5], [1, 1]];
    const weights = fitLogistic(inputs, [true, true, false, false]);
    expect(weights[1]).toBeLessThan(0);
  });
});

describe('fitUncertaintyCalibration', () => {
  it('fits per field where there are enough mistakes, so a weak token means a likely mistake', () => {
    const { calibration } = fitUncertaintyCalibration([2], casesAt);
    expect(Object.keys(calibration.fields).sort()).toEqual(['title', 'volume']);
    const chance = (probability: number) => estimateWrongChance(calibration, 'title', { probability, margin: 1, tokens: 2, unanchored: false, meanProbability: probability, split: false });
    expect(chance(0.1)).toBeGreaterThan(0.7);
    expect(chance(0.9)).toBeLessThan(0.3);
  });

  it('keeps the temperature whose fit explains the readings best', () => {
    const { calibration, logLosses } = fitUncertaintyCalibration([1, 2], casesAt);
    const best = Math.min(...Object.values(logLosses));
    expect(logLosses[calibration.temperature]).toBe(best);
  });
});

describe('chooseFlagThreshold', () => {
  it('picks the lowest chance at which the flagged fields are wrong at least the share asked', () => {
    const { calibration } = fitUncertaintyCalibration([2], casesAt);
    const threshold = chooseFlagThreshold(calibration, casesAt(2), 0.7);
    const cases = casesAt(2);
    const flaggedAt = (t: number) => cases.filter((entry) => estimateWrongChance(calibration, entry.field, entry.evidence) >= t);
    const share = (t: number) => flaggedAt(t).filter((entry) => entry.wrong).length / flaggedAt(t).length;
    expect(share(threshold)).toBeGreaterThanOrEqual(0.7);
    expect(share(threshold - 0.05)).toBeLessThan(0.7);
  });
});
