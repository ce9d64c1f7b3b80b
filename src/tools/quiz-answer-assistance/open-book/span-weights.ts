// One weight per SPAN_FEATURE_NAMES entry. Fitted on the 200 SQuAD dev records by
// `npx tsx eval/quiz/fit-span-weights.ts` (softmax over each question's candidate spans, the target
// being each span's token F1 against the gold answers; 5-fold cross-validation by record id picked
// the regularisation, held-out F1 45.4%). Refit after any change to the features.
export const SPAN_WEIGHTS: readonly number[] = [
  1.768, 0.452, 1.513, 0.23, -0.374, 1.992, -0.039, -0.899, 0.031, -0.69, 0.049, 0.611, 0.252, 0.558, 0.597, 0.464, 0.104, 1.283, -0.313, 0.339, 0.046, 0.791,
  -0.153,
];
