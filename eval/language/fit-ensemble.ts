import { FEATURE_COUNT, LENGTH_BUCKET_COUNT } from '../../src/tools/detect-language/ensemble-features';
import { fitSoftmax, type FitOptions } from './fit-softmax';
import { type PreparedRecord, selectTrainingItems } from './prepare-records';

export const FIT_OPTIONS: FitOptions = { iterations: 300, learningRate: 0.05, l2: 1e-4 };

/** One weight row per length bucket, each fitted on that bucket's texts only. */
export function fitEnsemble(records: readonly PreparedRecord[]): number[][] {
  return Array.from({ length: LENGTH_BUCKET_COUNT }, (_, bucket) =>
    fitSoftmax(selectTrainingItems(records, bucket), FEATURE_COUNT, FIT_OPTIONS),
  );
}

/**
 * Weights for every record fitted without it: records are split into `folds` by position, and
 * each fold is answered by weights fitted on the others. The honest figure for tuned-on-dev weights.
 */
export function fitCrossValidated(records: readonly PreparedRecord[], folds: number): Array<number[][]> {
  const byFold = Array.from({ length: folds }, (_, fold) =>
    fitEnsemble(records.filter((_, index) => index % folds !== fold)),
  );
  return records.map((_, index) => byFold[index % folds] as number[][]);
}
