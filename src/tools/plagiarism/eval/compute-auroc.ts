/**
 * Area under the ROC curve: the probability that a random positive scores above a random negative,
 * ties counting half (Mann–Whitney U). Exact, O(n log n) via ranks with tie averaging.
 */
export function computeAuroc(positives: readonly number[], negatives: readonly number[]): number {
  if (positives.length === 0 || negatives.length === 0) return Number.NaN;
  const all = [...positives.map((score) => ({ score, positive: true })), ...negatives.map((score) => ({ score, positive: false }))].sort(
    (a, b) => a.score - b.score,
  );
  let rankSum = 0;
  for (let start = 0; start < all.length; ) {
    let end = start;
    while (end + 1 < all.length && all[end + 1]!.score === all[start]!.score) end += 1;
    const averageRank = (start + end) / 2 + 1;
    for (let index = start; index <= end; index += 1) if (all[index]!.positive) rankSum += averageRank;
    start = end + 1;
  }
  const u = rankSum - (positives.length * (positives.length + 1)) / 2;
  return u / (positives.length * negatives.length);
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : Number.NaN;
}
