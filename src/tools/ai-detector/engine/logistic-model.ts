/** A logistic-regression classifier over standardised features: weights are per standard deviation. */
export interface LogisticModel {
  features: string[];
  means: number[];
  scales: number[];
  weights: number[];
  bias: number;
}

/** Standardised values are clipped: one extreme value cannot dominate a score on its own. */
export const CLIP_SD = 4;

export function standardizeValue(value: number, mean: number, scale: number): number {
  return Math.max(-CLIP_SD, Math.min(CLIP_SD, (value - mean) / (scale || 1)));
}

/** Standardised value of each feature, so contributions of different units can be compared. */
export function standardizeRow(model: LogisticModel, row: readonly number[]): number[] {
  return model.weights.map((_, k) => standardizeValue(row[k] ?? 0, model.means[k] ?? 0, model.scales[k] ?? 1));
}

/** Per-feature additions to the log-odds: what the signals list explains to the user. */
export function computeContributions(model: LogisticModel, row: readonly number[]): number[] {
  return standardizeRow(model, row).map((value, k) => value * (model.weights[k] ?? 0));
}

/** Log-odds of AI authorship before calibration. */
export function predictLogit(model: LogisticModel, row: readonly number[]): number {
  return computeContributions(model, row).reduce((sum, value) => sum + value, model.bias);
}

export const sigmoid = (value: number): number => 1 / (1 + Math.exp(-value));
