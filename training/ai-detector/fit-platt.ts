import type { PlattCalibration } from '../../src/tools/ai-detector/engine/calibrate-score';
import { solveLinearSystem } from './solve-linear-system';

/** Cross-entropy of the smoothed targets under slope·x + intercept (lower is better). */
function measureLoss(logits: readonly number[], targets: readonly number[], slope: number, intercept: number): number {
  let loss = 0;
  logits.forEach((x, i) => {
    const z = slope * x + intercept;
    const target = targets[i] ?? 0;
    // log(1 + e^z) − t·z, written to stay finite for large |z|.
    loss += Math.max(z, 0) + Math.log1p(Math.exp(-Math.abs(z))) - target * z;
  });
  return loss;
}

/**
 * Fits Platt scaling by Newton's method with step halving, on Platt's smoothed targets, which keep
 * the fit from promising certainty that a few hundred examples cannot support. Step halving matters:
 * plain Newton can overshoot to absurd slopes when out-of-fold scores separate the classes well.
 */
export function fitPlatt(logits: readonly number[], labels: readonly number[]): PlattCalibration {
  const positives = labels.filter((label) => label === 1).length;
  const negatives = labels.length - positives;
  const high = (positives + 1) / (positives + 2);
  const low = 1 / (negatives + 2);
  const targets = labels.map((label) => (label === 1 ? high : low));
  let slope = 1;
  let intercept = Math.log((positives + 1) / (negatives + 1));
  let loss = measureLoss(logits, targets, slope, intercept);
  for (let iteration = 0; iteration < 100; iteration++) {
    let g0 = 0;
    let g1 = 0;
    let h00 = 1e-9;
    let h01 = 0;
    let h11 = 1e-9;
    logits.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-(slope * x + intercept)));
      const residual = (targets[i] ?? 0) - p;
      const curvature = Math.max(p * (1 - p), 1e-12);
      g0 += residual * x;
      g1 += residual;
      h00 += curvature * x * x;
      h01 += curvature * x;
      h11 += curvature;
    });
    const [d0 = 0, d1 = 0] = solveLinearSystem(
      [
        [h00, h01],
        [h01, h11],
      ],
      [g0, g1],
    );
    let step = 1;
    let next = measureLoss(logits, targets, slope + d0, intercept + d1);
    while (next > loss && step > 1e-6) {
      step /= 2;
      next = measureLoss(logits, targets, slope + step * d0, intercept + step * d1);
    }
    if (next > loss) break;
    slope += step * d0;
    intercept += step * d1;
    const improvement = loss - next;
    loss = next;
    if (improvement < 1e-10) break;
  }
  return { slope, intercept };
}
