import { describe, expect, it } from 'vitest';
import { describeFieldEvidence, estimateWrongChance, type UncertaintyCalibration } from './field-uncertainty';

const calibration: UncertaintyCalibration = { temperature: 4, threshold: 0.5, fields: { title: [0, -1, 0, 0, 0, 0, 0] }, shared: [0, -2, 0, 0, 3, 0, 0] };

describe('estimateWrongChance', () => {
  it('reads a field with its own weights, and any other field with the shared ones', () => {
    const evidence = { probability: 0.5, margin: 1, tokens: 3, unanchored: true, meanProbability: 0.9, split: false };
    expect(estimateWrongChance(calibration, 'title', evidence)).toBeCloseTo(0.5, 9);
    expect(estimateWrongChance(calibration, 'publisher', evidence)).toBeCloseTo(1 / (1 + Math.exp(-3)), 9);
  });

  it('gives a surer token a smaller chance of being wrong', () => {
    const chance = (probability: number) => estimateWrongChance(calibration, 'title', { probability, margin: 1, tokens: 3, unanchored: false, meanProbability: 0.9, split: false });
    expect(chance(0.99)).toBeLessThan(chance(0.6));
    expect(chance(0.6)).toBeLessThan(chance(0.2));
  });

  it('reads a doubtful shape as one more input, and a calibration without its weight ignores it', () => {
    const evidence = { probability: 0.9, margin: 1, tokens: 3, unanchored: false, meanProbability: 0.9, split: false };
    const withWeight: UncertaintyCalibration = { ...calibration, fields: { title: [0, 0, 0, 0, 0, 0, 0, 2] } };
    expect(estimateWrongChance(withWeight, 'title', { ...evidence, doubtfulShape: true })).toBeGreaterThan(estimateWrongChance(withWeight, 'title', evidence));
    expect(estimateWrongChance(calibration, 'title', { ...evidence, doubtfulShape: true })).toBeCloseTo(estimateWrongChance(calibration, 'title', evidence), 9);
  });

  it('reads a rule\'s relabelling as one more input, ignored by a calibration fitted before it', () => {
    const evidence = { probability: 0.2, margin: 1, tokens: 3, unanchored: false, meanProbability: 0.3, split: false };
    const withWeight: UncertaintyCalibration = { ...calibration, fields: { title: [0, -1, 0, 0, 0, 0, 0, 0, -3] } };
    expect(estimateWrongChance(withWeight, 'title', { ...evidence, ruled: true })).toBeLessThan(estimateWrongChance(withWeight, 'title', evidence));
    expect(estimateWrongChance(calibration, 'title', { ...evidence, ruled: true })).toBeCloseTo(estimateWrongChance(calibration, 'title', evidence), 9);
  });

  it('keeps certain probabilities and huge margins finite', () => {
    expect(describeFieldEvidence({ probability: 1, margin: 1e9, tokens: 1, unanchored: false, meanProbability: 1, split: true }).every(Number.isFinite)).toBe(true);
    expect(describeFieldEvidence({ probability: 0, margin: 0, tokens: 1, unanchored: false, meanProbability: 0, split: false }).every(Number.isFinite)).toBe(true);
  });
});
