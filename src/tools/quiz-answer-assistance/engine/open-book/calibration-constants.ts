// Fitted on the dev set by `npx tsx src/tools/quiz-answer-assistance/eval/fit-calibration.ts`: a logistic regression from the
// engine's scores to "the answer was right" (SciQ for options, SQuAD exact match for spans) and, for
// true/false, to "the statement is true" (statements made from SciQ, src/tools/quiz-answer-assistance/eval/README.md). The
// threshold is the lowest out-of-fold probability (5 folds: by article for SQuAD, by record id
// otherwise) at which at least 92% of the answers at or above it were right, and never below 0.75. Out
// of fold: SciQ 95.5% confident at 98.9% precision; true/false 42.8% of verdicts confident at 93.2%;
// SQuAD spans never reach 90% exact match (the surest 15 are 73.3% right), so their threshold is above
// 1 (never confident: hints only).
// Refit after any change to the engine's scores.
export const CALIBRATION = {
  option: { intercept: 0.012, weights: [4.359, 0.736, -1.167], threshold: 0.752 },
  span: { intercept: -4.961, weights: [0.869, 1.322, -0.726, -2.434, 0.223, 1.761, 0.677, -0.907], threshold: 1.01 },
  statement: { intercept: -0.651, weights: [-0.395, 1.29, 2.977, -3.709], threshold: 0.75 },
} as const;
