import { sigmoid } from './logistic-model';

/** Platt scaling: p = σ(slope·logit + intercept), fitted on out-of-fold logits. */
export interface PlattCalibration {
  slope: number;
  intercept: number;
}

export function calibrateLogit(calibration: PlattCalibration, logit: number): number {
  return sigmoid(calibration.slope * logit + calibration.intercept);
}
