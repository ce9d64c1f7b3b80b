// Fitted on the dev set by `npx tsx eval/quiz/fit-calibration.ts`: a logistic regression from the
// engine's scores to "the answer was right" (SciQ for options, SQuAD exact match for spans). The
// threshold is the lowest out-of-fold probability (5 folds by record id) at which at least 92% of the
// answers at or above it were right, and never below 0.75. Out of fold: SciQ 95.5% confident at 99.2%
// precision; SQuAD spans never reach 90% exact match, so their threshold is above 1 (never confident).
// There is no true/false set on dev, so a true/false verdict is never shown as confident either.
// Refit after any change to the engine's scores.
export const CALIBRATION = {
  option: { intercept: 0.006, weights: [4.485, 0.639, -1.169], threshold: 0.771 },
  span: { intercept: -3.293, weights: [0.888, 0.579, 0.499, 0.072], threshold: 1.01 },
  statement: { intercept: -2, weights: [4], threshold: 1.01 },
} as const;
