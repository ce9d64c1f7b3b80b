// Fitted on the dev set by `npx tsx src/tools/quiz-answer-assistance/eval/fit-calibration.ts`: a logistic regression from the
// engine's scores to "the answer was right" (SciQ and, from s16, the OpenStax dev sections' review questions for
// options; SQuAD exact match for spans) and, for true/false, to "the statement is true" (statements made from SciQ,
// src/tools/quiz-answer-assistance/eval/README.md). The threshold is the lowest out-of-fold probability (5 folds: by
// article for SQuAD, by section for OpenStax, by record id otherwise) at which at least 92% of the answers at or above
// it were right (options: 97% in SciQ and in the OpenStax sections each, s18), and never below 0.75. Out of fold (s18):
// options on the OpenStax dev sections 48.7% confident at 97.4% precision (1.3% of questions wrong; at the s16 threshold
// of 0.752, 64.6% at 92.2%, ~5% wrong), on SciQ 90.9% at 99.4%; true/false 42.8% of verdicts confident at 93.2%; SQuAD spans never reach 90% exact match (the surest 15 are
// 60% right), so their threshold is above 1 (never confident: hints only).
// Refit after any change to the engine's scores.
export const CALIBRATION = {
  option: { intercept: 0.544, weights: [4.468, -0.138, -1.133, -0.636, -0.202], threshold: 0.887 },
  span: { intercept: -4.768, weights: [1.050, 1.195, -0.533, -2.355, -0.439, 1.810, 0.842, 0.672], threshold: 1.01 },
  statement: { intercept: -0.651, weights: [-0.395, 1.29, 2.977, -3.709], threshold: 0.75 },
} as const;
