// One weight per SPAN_FEATURE_NAMES entry. Fitted on the 200 SQuAD dev records by
// `npx tsx eval/quiz/fit-span-weights.ts` (softmax over each question's candidate spans, the target
// being each span's token F1 against the gold answers; 5-fold cross-validation by record id picked
// the regularisation, held-out F1 43.6%). Refit after any change to the features.
export const SPAN_WEIGHTS: readonly number[] = [
  1.635, 0.456, 1.432, 0.416, -0.352, 1.859, -0.111, -0.883, 0.027, -0.648, 0.102, 0.519, 0.43, 0.523, 0.626, 0.602, 0.237, 1.319, -0.382, 0.367, 0.137, 0.728,
  -0.016,
];
