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

/**
 * The calibration features of a multiple-choice choice: the lead of the best option, its support, negation,
 * and how long the material is (0 up to 10 sentences, 1 at 100, more beyond) alone and times the lead: in a
 * whole textbook section many sentences share an option's words, so a small lead says less than in a short
 * passage (OpenStax dev: leads under 0.4 right about 55% of the time, against 90% in SciQ's short passages).
 */
export function optionFeatures(supports: number[], negated: boolean, sentenceCount = 1): number[] {
  const ordered = [...supports].map((support) => (negated ? -support : support)).sort((a, b) => b - a);
  const first = ordered[0] ?? 0;
  const lead = first - (ordered[1] ?? 0);
  const top = negated ? -first : first;
  const long = Math.min(2, Math.max(0, Math.log10(Math.max(1, sentenceCount)) - 1));
  return [lead, top, negated ? 1 : 0, long, lead * long];
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

export function calibrateOptionChoice(supports: number[], negated: boolean, sentenceCount = 1): Calibrated {
  return apply(CALIBRATION.option, optionFeatures(supports, negated, sentenceCount));
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
