/**
 * Fits the uncertainty calibration (engine/free-text/tagger/field-uncertainty.ts) on out-of-fold
 * readings: logistic regression by Newton's method with a small ridge, per field where there are
 * enough wrong readings, and one shared model for the rest. The temperature is the one whose fitted
 * models explain the readings best (log-loss); the flag's threshold the lowest at which it is right at
 * least half the time — judged, when the cases come in groups, on chances fitted without each case's
 * own group, so the threshold is not chosen on readings the calibration was fitted on.
 */
import { describeFieldEvidence, estimateWrongChance, type FieldEvidence, type UncertaintyCalibration } from '../engine/free-text/tagger/field-uncertainty';

export interface CalibrationCase {
  field: string;
  /** What the tagger knew of the field; absent when the calibration does not speak for it (a missing field). */
  evidence?: FieldEvidence;
  wrong: boolean;
  /** Flagged by a rule whatever the calibration says (a misshapen value, a missing author, title or year): not fitted on. */
  forced?: boolean;
  /** The part of the data the case comes from (a cross-validation fold, a collected set). */
  group?: string;
  /** How much the case counts in the fit; 1 unless said. */
  weight?: number;
  /** Whether the case counts when the flag's precision is measured; true unless said (GROBID outside its sample: fitted on, not measured). */
  measured?: boolean;
}

/** Below this many wrong readings a field shares the common weights (its own would only memorise). */
const FIELD_MINIMUM_WRONG = 30;
const RIDGE = 1;
/** The thresholds tried, lowest first. */
const THRESHOLDS = Array.from({ length: 33 }, (_, k) => Math.round((0.1 + k * 0.025) * 1000) / 1000);

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

/** Logistic regression: weights w maximising Σ weightₙ·log p(yₙ|xₙ) − RIDGE/2·|w|² (the constant not penalised). */
export function fitLogistic(inputs: number[][], wrong: boolean[], caseWeights: number[] = []): number[] {
  const size = inputs[0]?.length ?? 0;
  let weights = new Array<number>(size).fill(0);
  for (let iteration = 0; iteration < 25; iteration++) {
    const gradient = weights.map((w, k) => (k === 0 ? 0 : -RIDGE * w));
    const hessian = Array.from({ length: size }, (_, i) => Array.from({ length: size }, (_, j) => (i === j && i > 0 ? RIDGE : 0)));
    inputs.forEach((x, n) => {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, value, k) => sum + value * (weights[k] ?? 0), 0)));
      const y = wrong[n] ? 1 : 0;
      const weight = caseWeights[n] ?? 1;
      for (let i = 0; i < size; i++) {
        gradient[i] = (gradient[i] ?? 0) + weight * (y - p) * (x[i] ?? 0);
        const row = hessian[i] as number[];
        for (let j = 0; j < size; j++) row[j] = (row[j] ?? 0) + weight * p * (1 - p) * (x[i] ?? 0) * (x[j] ?? 0);
      }
    });
    const step = solve(hessian, gradient);
    weights = weights.map((w, k) => w + (step[k] ?? 0));
    if (Math.max(...step.map(Math.abs)) < 1e-6) break;
  }
  return weights.map((w) => Math.round(w * 1000) / 1000);
}

/** The cases the calibration speaks for: a field read, with its evidence, that no rule flags anyway. */
const calibrated = (cases: CalibrationCase[]) => cases.filter((entry): entry is CalibrationCase & { evidence: FieldEvidence } => Boolean(entry.evidence) && !entry.forced);

function fitAt(temperature: number, cases: CalibrationCase[]): UncertaintyCalibration {
  const fitted = calibrated(cases);
  const fit = (own: typeof fitted) => fitLogistic(own.map((entry) => describeFieldEvidence(entry.evidence)), own.map((entry) => entry.wrong), own.map((entry) => entry.weight ?? 1));
  const shared = fit(fitted);
  const fields: Record<string, number[]> = {};
  for (const field of [...new Set(fitted.map((entry) => entry.field))].sort()) {
    const own = fitted.filter((entry) => entry.field === field);
    if (own.filter((entry) => entry.wrong).reduce((sum, entry) => sum + (entry.weight ?? 1), 0) < FIELD_MINIMUM_WRONG) continue;
    fields[field] = fit(own);
  }
  return { temperature, threshold: 0.5, fields, shared };
}

function logLoss(calibration: UncertaintyCalibration, cases: CalibrationCase[]): number {
  const fitted = calibrated(cases);
  const loss = fitted.reduce((sum, entry) => {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, estimateWrongChance(calibration, entry.field, entry.evidence)));
    return sum - (entry.weight ?? 1) * Math.log(entry.wrong ? p : 1 - p);
  }, 0);
  return loss / Math.max(1, fitted.reduce((sum, entry) => sum + (entry.weight ?? 1), 0));
}

interface JudgedCase { chance: number; wrong: boolean; forced?: boolean; measured?: boolean }

/** The lowest threshold at which the measured flags (a rule's, and the calibration's at that threshold) are wrong at least the share asked. */
function lowestHonestThreshold(judged: JudgedCase[], precision: number): number {
  const measured = judged.filter((entry) => entry.measured !== false);
  for (const threshold of THRESHOLDS) {
    const flagged = measured.filter((entry) => entry.forced || entry.chance >= threshold);
    if (flagged.length && flagged.filter((entry) => entry.wrong).length >= precision * flagged.length) return threshold;
  }
  return 0.9;
}

const chanceOf = (calibration: UncertaintyCalibration, entry: CalibrationCase) => (entry.evidence && !entry.forced ? estimateWrongChance(calibration, entry.field, entry.evidence) : 0);

/**
 * The smallest chance (in steps of 0.025) at which the flag is right at least half the time, so "uncertain" means
 * "more likely wrong than not" among the flagged fields, judged on the calibration's own chances.
 */
export function chooseFlagThreshold(calibration: UncertaintyCalibration, cases: CalibrationCase[], precision = 0.5): number {
  return lowestHonestThreshold(cases.map((entry) => ({ ...entry, chance: chanceOf(calibration, entry) })), precision);
}

/**
 * The same, judged on chances out of group: each group's cases read by a calibration fitted on the other groups
 * (with one group or none, the calibration's own chances).
 */
export function chooseOutOfGroupThreshold(temperature: number, cases: CalibrationCase[], precision = 0.5): number {
  const groups = [...new Set(cases.map((entry) => entry.group ?? ''))];
  if (groups.length < 2) return chooseFlagThreshold(fitAt(temperature, cases), cases, precision);
  const judged = groups.flatMap((group) => {
    const calibration = fitAt(temperature, cases.filter((entry) => (entry.group ?? '') !== group));
    return cases.filter((entry) => (entry.group ?? '') === group).map((entry) => ({ ...entry, chance: chanceOf(calibration, entry) }));
  });
  return lowestHonestThreshold(judged, precision);
}

/** The calibration for the temperature that fits best; `casesAt(t)` reads the out-of-fold fields at temperature t. */
export function fitUncertaintyCalibration(temperatures: number[], casesAt: (temperature: number) => CalibrationCase[]): { calibration: UncertaintyCalibration; logLosses: Record<number, number> } {
  const logLosses: Record<number, number> = {};
  let best: UncertaintyCalibration | undefined;
  let bestLoss = Infinity;
  for (const temperature of temperatures) {
    const cases = casesAt(temperature);
    const calibration = fitAt(temperature, cases);
    const loss = logLoss(calibration, cases);
    logLosses[temperature] = Math.round(loss * 10000) / 10000;
    if (loss < bestLoss) [best, bestLoss] = [calibration, loss];
  }
  const calibration = best ?? fitAt(1, []);
  return { calibration: { ...calibration, threshold: chooseOutOfGroupThreshold(calibration.temperature, casesAt(calibration.temperature)) }, logLosses };
}
