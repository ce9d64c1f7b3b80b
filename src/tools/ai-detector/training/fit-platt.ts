import type { PlattCalibration } from '../calibrate-score';
import { solveLinearSystem } from './solve-linear-system';

/**
 * Fits Platt scaling by Newton's method with Platt's smoothed targets, which keep the fit from
 * promising certainty that a few hundred examples cannot support.
 */
export function fitPlatt(logits: readonly number[], labels: readonly number[]): PlattCalibration {
  const positives = labels.filter((label) => label === 1).length;
  const negatives = labels.length - positives;
  const high = (positives + 1) / (positives + 2);
  const low = 1 / (negatives + 2);
  let slope = 1;
  let intercept = 0;
  for (let iteration = 0; iteration < 100; iteration++) {
    let g0 = 0;
    let g1 = 0;
    let h00 = 1e-9;
    let h01 = 0;
    let h11 = 1e-9;
    logits.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-(slope * x + intercept)));
      const residual = (labels[i] === 1 ? high : low) - p;
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
    slope += d0;
    intercept += d1;
    if (Math.abs(d0) + Math.abs(d1) < 1e-10) break;
  }
  return { slope, intercept };
}
