/**
 * Fits the uncertainty calibration (engine/free-text/tagger/field-uncertainty.ts) on out-of-fold
 * readings: logistic regression by Newton's method with a small ridge, per field where there are
 * enough wrong readings, and one shared model for the rest. The temperature is the one whose fitted
 * models explain the readings best (log-loss); the flag's threshold the lowest at which it is right at
 * least half the time.
 */
import { describeFieldEvidence, estimateWrongChance, type FieldEvidence, type UncertaintyCalibration } from '../engine/free-text/tagger/field-uncertainty';

export interface CalibrationCase {
  field: string;
  evidence: FieldEvidence;
  wrong: boolean;
}

/** Below this many wrong readings a field shares the common weights (its own would only memorise). */
const FIELD_MINIMUM_WRONG = 30;
const RIDGE = 1;

/** Solves a small dense system by Gaussian elimination with partial pivoting. */
function solve(matrix: number[][], vector: number[]): number[] {
  const size = vector.length;
  const a = matrix.map((row, k) => [...row, vector[k] ?? 0]);
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let row = col + 1; row < size; row++) if (Math.abs(a[row]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = row;
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const head = a[col] as number[];
    for (let row = 0; row < size; row++) {
      if (row === col) continue;
      const current = a[row] as number[];
      const factor = (current[col] ?? 0) / (head[col] || 1e-12);
      for (let k = col; k <= size; k++) current[k] = (current[k] ?? 0) - factor * (head[k] ?? 0);
    }
  }
  return a.map((row, k) => (row[size] ?? 0) / (row[k] || 1e-12));
}

/** Logistic regression: weights w maximising Σ log p(y|x) − RIDGE/2·|w|² (the constant not penalised). */
export function fitLogistic(inputs: number[][], wrong: boolean[]): number[] {
  const size = inputs[0]?.length ?? 0;
  let weights = new Array<number>(size).fill(0);
  for (let iteration = 0; iteration < 25; iteration++) {
    const gradient = weights.map((w, k) => (k === 0 ? 0 : -RIDGE * w));
    const hessian = Array.from({ length: size }, (_, i) => Array.from({ length: size }, (_, j) => (i === j && i > 0 ? RIDGE : 0)));
    inputs.forEach((x, n) => {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, value, k) => sum + value * (weights[k] ?? 0), 0)));
      const y = wrong[n] ? 1 : 0;
      for (let i = 0; i < size; i++) {
        gradient[i] = (gradient[i] ?? 0) + ((y - p) * (x[i] ?? 0));
        const row = hessian[i] as number[];
        for (let j = 0; j < size; j++) row[j] = (row[j] ?? 0) + p * (1 - p) * (x[i] ?? 0) * (x[j] ?? 0);
      }
    });
    const step = solve(hessian, gradient);
    weights = weights.map((w, k) => w + (step[k] ?? 0));
    if (Math.max(...step.map(Math.abs)) < 1e-6) break;
  }
  return weights.map((w) => Math.round(w * 1000) / 1000);
}

function fitAt(temperature: number, cases: CalibrationCase[]): UncertaintyCalibration {
  const shared = fitLogistic(cases.map((entry) => describeFieldEvidence(entry.evidence)), cases.map((entry) => entry.wrong));
  const fields: Record<string, number[]> = {};
  for (const field of [...new Set(cases.map((entry) => entry.field))].sort()) {
    const own = cases.filter((entry) => entry.field === field);
    if (own.filter((entry) => entry.wrong).length < FIELD_MINIMUM_WRONG) continue;
    fields[field] = fitLogistic(own.map((entry) => describeFieldEvidence(entry.evidence)), own.map((entry) => entry.wrong));
  }
  return { temperature, threshold: 0.5, fields, shared };
}

function logLoss(calibration: UncertaintyCalibration, cases: CalibrationCase[]): number {
  return cases.reduce((sum, entry) => {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, estimateWrongChance(calibration, entry.field, entry.evidence)));
    return sum - Math.log(entry.wrong ? p : 1 - p);
  }, 0);
}

/**
 * The smallest chance (in steps of 0.05) at which the flag is right at least half the time out of fold,
 * so "uncertain" means "more likely wrong than not" among the flagged fields.
 */
export function chooseFlagThreshold(calibration: UncertaintyCalibration, cases: CalibrationCase[], precision = 0.5): number {
  const chances = cases.map((entry) => ({ chance: estimateWrongChance(calibration, entry.field, entry.evidence), wrong: entry.wrong }));
  for (let step = 4; step <= 18; step++) {
    const threshold = step / 20;
    const flagged = chances.filter((entry) => entry.chance >= threshold);
    if (flagged.length && flagged.filter((entry) => entry.wrong).length >= precision * flagged.length) return threshold;
  }
  return 0.9;
}

/** The calibration for the temperature that fits best; `casesAt(t)` reads the out-of-fold fields at temperature t. */
export function fitUncertaintyCalibration(temperatures: number[], casesAt: (temperature: number) => CalibrationCase[]): { calibration: UncertaintyCalibration; logLosses: Record<number, number> } {
  const logLosses: Record<number, number> = {};
  let best: UncertaintyCalibration | undefined;
  let bestLoss = Infinity;
  for (const temperature of temperatures) {
    const cases = casesAt(temperature);
    const calibration = fitAt(temperature, cases);
    const loss = logLoss(calibration, cases) / Math.max(1, cases.length);
    logLosses[temperature] = Math.round(loss * 10000) / 10000;
    if (loss < bestLoss) [best, bestLoss] = [calibration, loss];
  }
  const calibration = best ?? fitAt(1, []);
  return { calibration: { ...calibration, threshold: chooseFlagThreshold(calibration, casesAt(calibration.temperature)) }, logLosses };
}
