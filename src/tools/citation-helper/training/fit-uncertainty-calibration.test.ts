import { describe, expect, it } from 'vitest';
import { estimateWrongChance, type FieldEvidence } from '../engine/free-text/tagger/field-uncertainty';
import { chooseFlagThreshold, chooseOutOfGroupThreshold, fitLogistic, fitUncertaintyCalibration, type CalibrationCase } from './fit-uncertainty-calibration';

/** Fields whose weakest token's probability is p are wrong a share 1 − p of the time (a calibrated tagger). */
function casesAt(temperature: number): (CalibrationCase & { evidence: FieldEvidence })[] {
  const cases: (CalibrationCase & { evidence: FieldEvidence })[] = [];
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

  it('counts a case as many times as its weight says', () => {
    const inputs = [[1, -1], [1, -0.5], [1, 0.5], [1, 1], [1, 0.5]];
    const wrong = [true, true, false, false, true];
    expect(fitLogistic(inputs, wrong, [1, 1, 1, 1, 3])).toEqual(fitLogistic([...inputs, [1, 0.5], [1, 0.5]], [...wrong, true, true]));
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

describe('chooseOutOfGroupThreshold', () => {
  const evidence = (probability: number): FieldEvidence => ({ probability, margin: 1, tokens: 2, unanchored: false, meanProbability: probability, split: false });
  /** Two groups of a calibrated tagger's readings, and fields a rule flags anyway. */
  const cases = (forcedRight: number): CalibrationCase[] =>
    ['a', 'b'].flatMap((group) => [
      ...casesAt(2).map((entry) => ({ ...entry, group })),
      ...Array.from({ length: forcedRight }, () => ({ field: 'title', evidence: evidence(0.99), wrong: false, forced: true, group })),
    ]);

  it('chooses the threshold on chances fitted without each case\'s group, counting the rules\' flags too', () => {
    const plain = chooseOutOfGroupThreshold(2, cases(0), 0.7);
    expect(plain).toBeGreaterThan(0.1);
    expect(plain).toBeLessThan(0.9);
    // Right fields a rule flags anyway cost the flag precision: the calibration must flag fewer to stay honest.
    expect(chooseOutOfGroupThreshold(2, cases(60), 0.7)).toBeGreaterThan(plain);
  });

  it('does not measure the cases marked as unmeasured, nor fit on forced ones', () => {
    const unmeasured = cases(60).map((entry) => (entry.forced ? { ...entry, measured: false } : entry));
    expect(chooseOutOfGroupThreshold(2, unmeasured, 0.7)).toBe(chooseOutOfGroupThreshold(2, cases(0), 0.7));
  });
});
