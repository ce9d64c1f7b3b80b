import { type LogisticModel, standardizeValue } from '../../src/tools/ai-detector/engine/logistic-model';
import { solveLinearSystem } from './solve-linear-system';

export interface FitOptions {
  /** L2 penalty on the standardised weights (not on the bias). */
  l2: number;
  /** Optional per-row weights, e.g. to balance classes or sources. */
  rowWeights?: readonly number[];
}

/**
 * Fits logistic regression by Newton's method (IRLS). Deterministic: no random initialisation, no
 * sampling, so the same data always gives the same model.
 */
export function fitLogistic(rows: readonly number[][], labels: readonly number[], features: string[], options: FitOptions): LogisticModel {
  const width = features.length;
  const means = features.map((_, k) => rows.reduce((sum, row) => sum + (row[k] ?? 0), 0) / rows.length);
  const scales = features.map((_, k) => {
    const variance = rows.reduce((sum, row) => sum + ((row[k] ?? 0) - (means[k] ?? 0)) ** 2, 0) / rows.length;
    return Math.sqrt(variance) || 1;
  });
  const design = rows.map((row) => [
    1,
    ...features.map((_, k) => standardizeValue(row[k] ?? 0, means[k] ?? 0, scales[k] ?? 1)),
  ]);
  const beta = new Array<number>(width + 1).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = new Array<number>(width + 1).fill(0);
    const hessian = Array.from({ length: width + 1 }, () => new Array<number>(width + 1).fill(0));
    design.forEach((x, i) => {
      const weight = options.rowWeights?.[i] ?? 1;
      const p = 1 / (1 + Math.exp(-x.reduce((sum, value, k) => sum + value * (beta[k] ?? 0), 0)));
      const residual = (labels[i] ?? 0) - p;
      const curvature = weight * Math.max(p * (1 - p), 1e-9);
      for (let a = 0; a <= width; a++) {
        gradient[a] = (gradient[a] ?? 0) + weight * residual * (x[a] ?? 0);
        const row = hessian[a] ?? [];
        for (let b = a; b <= width; b++) row[b] = (row[b] ?? 0) + curvature * (x[a] ?? 0) * (x[b] ?? 0);
      }
    });
    for (let a = 0; a <= width; a++) {
      for (let b = 0; b < a; b++) (hessian[a] ?? [])[b] = hessian[b]?.[a] ?? 0;
      if (a > 0) {
        gradient[a] = (gradient[a] ?? 0) - options.l2 * (beta[a] ?? 0);
        (hessian[a] ?? [])[a] = (hessian[a]?.[a] ?? 0) + options.l2;
      }
    }
    const step = solveLinearSystem(hessian, gradient);
    let largest = 0;
    step.forEach((value, k) => {
      beta[k] = (beta[k] ?? 0) + value;
      largest = Math.max(largest, Math.abs(value));
    });
    if (largest < 1e-8) break;
  }
  return { features, means, scales, weights: beta.slice(1), bias: beta[0] ?? 0 };
}
