// One weight per SPAN_FEATURE_NAMES entry. Fitted on the 200 SQuAD dev records by
// `npx tsx src/tools/quiz-answer-assistance/eval/fit-span-weights.ts` (softmax over each question's candidate spans, the target
// being each span's token F1² against the gold answers). Dev figures: 5-fold cross-validation with
// folds grouped by SQuAD article, regularisation chosen inside each training part (nested): F1 48.4%,
// EM 33.0%; in-sample (these weights, scored on the records they were fitted on) F1 52.4%, EM 36.5%.
// Refit after any change to the features, then refit the calibration.
export const SPAN_WEIGHTS: readonly number[] = [
  2.082, 0.155, 0.498, -0.003, -0.518, 1.082, -0.194, -0.996, -0.141, -0.683, 0.169, 0.654, 0.354, 0.151,
  -0.062, 0.069, -0.005, 1.375, -0.492, 0.346, -0.155, 1.220, -0.027, 0.214, 0.059, -0.486, 1.896, 1.012,
  -0.355, 0.606, 0.840, 1.698, 0.615, 1.702, 1.041,
];
