/** Ranking metrics for a detector: label 1 = AI (positive), higher score = more AI-like. */

/** Area under the ROC curve (ties count half), or NaN when one class is missing. */
export function computeAuroc(scores: readonly number[], labels: readonly number[]): number {
  const pairs = scores.map((score, i) => ({ score, label: labels[i] ?? 0 })).sort((a, b) => a.score - b.score);
  const positives = pairs.filter((pair) => pair.label === 1).length;
  const negatives = pairs.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  let rankSum = 0;
  for (let i = 0; i < pairs.length; ) {
    let j = i;
    while (j < pairs.length && pairs[j]?.score === pairs[i]?.score) j++;
    const averageRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (pairs[k]?.label === 1) rankSum += averageRank;
    i = j;
  }
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Score threshold that flags at most `fpr` of the human texts (strictly above the threshold). */
export function findThresholdAtFpr(humanScores: readonly number[], fpr: number): number {
  const sorted = [...humanScores].sort((a, b) => b - a);
  const allowed = Math.floor(fpr * sorted.length);
  return sorted[allowed] ?? Number.NEGATIVE_INFINITY;
}

/** True-positive rate when the threshold lets at most `fpr` of human texts through as AI. */
export function computeTprAtFpr(scores: readonly number[], labels: readonly number[], fpr: number): number {
  const human = scores.filter((_, i) => labels[i] === 0);
  const ai = scores.filter((_, i) => labels[i] === 1);
  if (human.length === 0 || ai.length === 0) return Number.NaN;
  const threshold = findThresholdAtFpr(human, fpr);
  return ai.filter((score) => score > threshold).length / ai.length;
}
