/**
 * Weights of a sentence's own score and its neighbours' at distance 1 and 2. Compared on spliced texts
 * (src/tools/ai-detector/eval): no smoothing ranked AI sentences within a text at AUROC 0.59–0.80 by domain,
 * [1, 0.5, 0.25] at 0.65–0.89. Wider kernels scored higher still on those two-part texts but would blur
 * a short machine-written insertion.
 */
const NEIGHBOUR_KERNEL = [1, 0.5, 0.25];
/** A sentence of this many words carries half the weight of its own deviation. */
export const SENTENCE_HALF_WORDS = 12;

/**
 * How far each sentence's classifier score lies from its text's: scores are averaged with neighbours
 * (one sentence is a small sample, and machine-written passages come in runs), centred on the text's
 * word-weighted mean, and shrunk for short sentences, which say little on their own.
 */
export function computeSentenceDeviations(logits: readonly number[], words: readonly number[]): number[] {
  const smoothed = logits.map((own, i) => {
    let sum = 0;
    let weight = 0;
    NEIGHBOUR_KERNEL.forEach((kernel, distance) => {
      for (const j of distance === 0 ? [i] : [i - distance, i + distance]) {
        const value = logits[j];
        if (value === undefined) continue;
        const w = kernel * (words[j] ?? 0);
        sum += w * value;
        weight += w;
      }
    });
    return weight > 0 ? sum / weight : own;
  });
  const totalWords = words.reduce((sum, count) => sum + count, 0);
  const average = totalWords > 0 ? smoothed.reduce((sum, value, i) => sum + value * (words[i] ?? 0), 0) / totalWords : 0;
  return smoothed.map((value, i) => {
    const count = words[i] ?? 0;
    return (count / (count + SENTENCE_HALF_WORDS)) * (value - average);
  });
}

/**
 * How far each sentence's own classifier score lies from its neighbours' (distance 1 and 2, weights
 * from NEIGHBOUR_KERNEL, times length), shrunk for short sentences. The smoothed deviation above
 * dilutes a lone sentence to under half its weight, so a single human sentence inside machine-written
 * text kept its host's colour; this is the local-outlier evidence that one sentence gives on its own.
 */
export function computeSentenceOutliers(logits: readonly number[], words: readonly number[]): number[] {
  return logits.map((own, i) => {
    let sum = 0;
    let weight = 0;
    NEIGHBOUR_KERNEL.forEach((kernel, distance) => {
      if (distance === 0) return;
      for (const j of [i - distance, i + distance]) {
        const value = logits[j];
        if (value === undefined) continue;
        const w = kernel * (words[j] ?? 0);
        sum += w * value;
        weight += w;
      }
    });
    if (weight <= 0) return 0;
    const count = words[i] ?? 0;
    return (count / (count + SENTENCE_HALF_WORDS)) * (own - sum / weight);
  });
}
