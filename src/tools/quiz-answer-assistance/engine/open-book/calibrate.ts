import { CALIBRATION } from './calibration-constants';
import type { SpanFeatures } from './extract-span';

export interface Calibrated {
  /** The share of answers like this one that were right on dev. */
  probability: number;
  /** At or above the level at which answers were right at least 90% of the time on dev. */
  confident: boolean;
}

interface Model {
  intercept: number;
  weights: readonly number[];
  threshold: number;
}

/** The calibration features of a multiple-choice choice: the lead of the best option, its support, negation. */
export function optionFeatures(supports: number[], negated: boolean): number[] {
  const ordered = [...supports].map((support) => (negated ? -support : support)).sort((a, b) => b - a);
  const first = ordered[0] ?? 0;
  const lead = first - (ordered[1] ?? 0);
  const top = negated ? -first : first;
  return [lead, top, negated ? 1 : 0];
}

export function spanFeatures(features: SpanFeatures): number[] {
  const typed = features.typedAnswer ? 1 : 0;
  return [
    features.margin,
    features.score,
    features.typeMatch ? 1 : 0,
    features.sentenceShare,
    typed,
    typed && features.onlyOfType ? 1 : 0,
    features.allTermsAround ? 1 : 0,
    typed && features.onlyOfType && features.allTermsAround ? 1 : 0,
  ];
}

export function calibrateOptionChoice(supports: number[], negated: boolean): Calibrated {
  return apply(CALIBRATION.option, optionFeatures(supports, negated));
}

export function calibrateSpan(features: SpanFeatures): Calibrated {
  return apply(CALIBRATION.span, spanFeatures(features));
}

/** The chance a true/false statement is true, and the confidence a verdict needs to be shown. */
export function calibrateStatement(features: number[]): { probabilityTrue: number; threshold: number } {
  return { probabilityTrue: predictProbability(CALIBRATION.statement, features), threshold: CALIBRATION.statement.threshold };
}

export function predictProbability(model: Pick<Model, 'intercept' | 'weights'>, features: number[]): number {
  const z = features.reduce((sum, value, i) => sum + value * (model.weights[i] ?? 0), model.intercept);
  return 1 / (1 + Math.exp(-z));
}

function apply(model: Model, features: number[]): Calibrated {
  const probability = predictProbability(model, features);
  return { probability: Math.round(probability * 1000) / 1000, confident: probability >= model.threshold };
}
