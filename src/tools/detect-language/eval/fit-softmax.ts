import type { Candidate } from '../engine/ensemble-features';

export interface TrainingItem {
  candidates: readonly Candidate[];
  gold: number;
  weight: number;
}

export interface FitOptions {
  iterations: number;
  learningRate: number;
  l2: number;
  /** Weights held at a given value instead of fitted (feature index → weight). */
  fixed?: ReadonlyMap<number, number>;
}

/** Candidates' features packed into one array per item: the fitting loop runs thousands of times. */
interface PackedItem {
  features: Float64Array;
  count: number;
  gold: number;
  weight: number;
}

function packItems(items: readonly TrainingItem[], featureCount: number): PackedItem[] {
  return items.map((item) => {
    const features = new Float64Array(item.candidates.length * featureCount);
    item.candidates.forEach((candidate, index) => features.set(candidate.features, index * featureCount));
    return { features, count: item.candidates.length, gold: item.gold, weight: item.weight };
  });
}

/**
 * Multinomial logistic regression over candidate sets (a conditional logit): maximises the weighted
 * log-probability of the right language among each text's candidates. Full-batch Adam from zero,
 * so the result is the same on every run.
 */
export function fitSoftmax(items: readonly TrainingItem[], featureCount: number, options: FitOptions): number[] {
  const packed = packItems(items, featureCount);
  const weights = new Float64Array(featureCount);
  for (const [index, value] of options.fixed ?? []) weights[index] = value;
  const m = new Float64Array(featureCount);
  const v = new Float64Array(featureCount);
  const gradient = new Float64Array(featureCount);
  const totalWeight = items.reduce((sum, item) => sum + item.weight, 0) || 1;
  for (let step = 1; step <= options.iterations; step++) {
    for (let f = 0; f < featureCount; f++) gradient[f] = 2 * options.l2 * (weights[f] as number);
    for (const item of packed) {
      const scores = new Float64Array(item.count);
      let top = -Infinity;
      for (let c = 0; c < item.count; c++) {
        let score = 0;
        for (let f = 0; f < featureCount; f++) score += (weights[f] as number) * (item.features[c * featureCount + f] as number);
        scores[c] = score;
        if (score > top) top = score;
      }
      let sum = 0;
      for (let c = 0; c < item.count; c++) {
        scores[c] = Math.exp((scores[c] as number) - top);
        sum += scores[c] as number;
      }
      const scale = item.weight / totalWeight;
      for (let c = 0; c < item.count; c++) {
        const residual = ((scores[c] as number) / sum - (c === item.gold ? 1 : 0)) * scale;
        for (let f = 0; f < featureCount; f++) {
          gradient[f] = (gradient[f] as number) + residual * (item.features[c * featureCount + f] as number);
        }
      }
    }
    for (const index of options.fixed?.keys() ?? []) gradient[index] = 0;
    for (let f = 0; f < featureCount; f++) {
      if (options.fixed?.has(f)) continue;
      const g = gradient[f] as number;
      m[f] = 0.9 * (m[f] as number) + 0.1 * g;
      v[f] = 0.999 * (v[f] as number) + 0.001 * g * g;
      const mHat = (m[f] as number) / (1 - 0.9 ** step);
      const vHat = (v[f] as number) / (1 - 0.999 ** step);
      weights[f] = (weights[f] as number) - (options.learningRate * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  return [...weights];
}
