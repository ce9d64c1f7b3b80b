import { FEATURE_COUNT, FEATURE_NAMES, LENGTH_BUCKET_COUNT } from '../engine/ensemble-features';
import { type EnsembleModel, SPEAKER_PRIOR_WEIGHTS, type Stage, STAGES } from '../engine/ensemble-model';
import { fitSoftmax, type FitOptions } from './fit-softmax';
import { fitExclusiveTrust, fitReliableThresholds, fitStageGates } from './fit-thresholds';
import { type PreparedRecord, selectTrainingItems } from './prepare-records';

export const FIT_OPTIONS: FitOptions = { iterations: 300, learningRate: 0.05, l2: 1e-4 };

const PRIOR_INDEX = FEATURE_NAMES.indexOf('speakerPrior');

function fitWeights(records: readonly PreparedRecord[], stage: Stage): number[][] {
  return Array.from({ length: LENGTH_BUCKET_COUNT }, (_, bucket) => {
    // The prior's weight is set, not learned (ensemble-model.ts): the others are fitted around it.
    const fixed = new Map([[PRIOR_INDEX, SPEAKER_PRIOR_WEIGHTS[bucket] ?? 0]]);
    return fitSoftmax(selectTrainingItems(records, bucket, stage), FEATURE_COUNT, { ...FIT_OPTIONS, fixed });
  });
}

/** Weights of every stage (one row per length bucket), then the cascade's gates and the reliability thresholds. */
export function fitModel(records: readonly PreparedRecord[]): EnsembleModel {
  const weights = Object.fromEntries(STAGES.map((stage) => [stage, fitWeights(records, stage)])) as Record<Stage, number[][]>;
  const never = weights.full.map(() => Infinity);
  const zero = weights.full.map(() => 0);
  const weightsOnly: EnsembleModel = {
    weights,
    accept: { quick: never, middle: never },
    acceptBelow: { quick: zero, middle: zero },
    exclusiveTrust: never,
    reliable: { quick: never, middle: never, full: never },
  };
  const withTrust = { ...weightsOnly, exclusiveTrust: fitExclusiveTrust(records, weightsOnly) };
  const withGates = { ...withTrust, ...fitStageGates(records, withTrust) };
  return { ...withGates, reliable: fitReliableThresholds(records, withGates) };
}

/**
 * Folds by source: each source's records are dealt round-robin into the folds, so every fold holds
 * the same share of lingua, UDHR and tatoeba texts.
 */
export function assignFolds(records: readonly PreparedRecord[], folds: number): number[] {
  const seen = new Map<string, number>();
  return records.map(({ record }) => {
    const position = seen.get(record.source) ?? 0;
    seen.set(record.source, position + 1);
    return position % folds;
  });
}

/**
 * A model for every record fitted without it (weights, gate and thresholds alike): each fold is
 * answered by a model fitted on the other folds. The honest figure for tuned-on-dev parameters.
 */
export function fitCrossValidated(records: readonly PreparedRecord[], folds: number): EnsembleModel[] {
  const foldOf = assignFolds(records, folds);
  const byFold = Array.from({ length: folds }, (_, fold) => fitModel(records.filter((_, index) => foldOf[index] !== fold)));
  return records.map((_, index) => byFold[foldOf[index] ?? 0] as EnsembleModel);
}
