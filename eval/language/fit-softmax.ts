import type { Candidate } from '../../src/tools/detect-language/ensemble-features';
import { scoreCandidate } from '../../src/tools/detect-language/rank-candidates';

export interface TrainingItem {
  candidates: Candidate[];
  gold: number;
  weight: number;
}

export interface FitOptions {
  iterations: number;
  learningRate: number;
  l2: number;
}

/**
 * Multinomial logistic regression over candidate sets (a conditional logit): maximises the weighted
 * log-probability of the right language among each text's candidates. Full-batch Adam from zero,
 * so the result is the same on every run.
 */
export function fitSoftmax(items: readonly TrainingItem[], featureCount: number, options: FitOptions): number[] {
  const weights = new Array<number>(featureCount).fill(0);
  const m = new Array<number>(featureCount).fill(0);
  const v = new Array<number>(featureCount).fill(0);
  const totalWeight = items.reduce((sum, item) => sum + item.weight, 0) || 1;
  for (let step = 1; step <= options.iterations; step++) {
    const gradient = weights.map((w) => 2 * options.l2 * w);
    for (const item of items) {
      const scores = item.candidates.map((candidate) => scoreCandidate(candidate, weights));
      const top = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - top));
      const sum = exps.reduce((a, b) => a + b, 0);
      item.candidates.forEach((candidate, index) => {
        const residual = ((exps[index] ?? 0) / sum - (index === item.gold ? 1 : 0)) * (item.weight / totalWeight);
        if (residual === 0) return;
        for (let f = 0; f < featureCount; f++) gradient[f] = (gradient[f] ?? 0) + residual * (candidate.features[f] ?? 0);
      });
    }
    for (let f = 0; f < featureCount; f++) {
      const g = gradient[f] ?? 0;
      m[f] = 0.9 * (m[f] ?? 0) + 0.1 * g;
      v[f] = 0.999 * (v[f] ?? 0) + 0.001 * g * g;
      const mHat = (m[f] ?? 0) / (1 - 0.9 ** step);
      const vHat = (v[f] ?? 0) / (1 - 0.999 ** step);
      weights[f] = (weights[f] ?? 0) - (options.learningRate * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  return weights;
}

export function countCorrect(items: readonly TrainingItem[], weights: readonly number[]): number {
  let correct = 0;
  for (const item of items) {
    const scores = item.candidates.map((candidate) => scoreCandidate(candidate, weights));
    if (scores.indexOf(Math.max(...scores)) === item.gold) correct++;
  }
  return correct;
}
