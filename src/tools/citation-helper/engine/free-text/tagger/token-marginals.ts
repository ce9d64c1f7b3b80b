/**
 * Per-token marginal probabilities under the tagger's scores read as a linear-chain CRF: the share of
 * all labellings (weighted by exp(score / temperature)) that give a token its label. Unlike the
 * max-marginal margin, which looks only at the best rival, this sums over every rival reading, so a
 * field that many near-ties could cut differently gets a low probability.
 */

function logSumExp(values: number[]): number {
  const top = Math.max(...values);
  if (top === -Infinity) return -Infinity;
  let sum = 0;
  for (const value of values) sum += Math.exp(value - top);
  return top + Math.log(sum);
}

/** For each token, the probability of `labels[t]` (the decoded label) given the whole reference. */
export function scoreLabelProbabilities(emissions: Float64Array[], transitions: number[][], labels: number[], temperature: number): number[] {
  const length = emissions.length;
  if (length === 0) return [];
  const size = emissions[0]?.length ?? 0;
  const scale = 1 / temperature;
  const emission = (t: number, y: number) => (emissions[t]?.[y] ?? 0) * scale;
  const transition = (from: number, to: number) => (transitions[from]?.[to] ?? 0) * scale;
  const alpha: number[][] = [];
  for (let t = 0; t < length; t++) {
    alpha.push(Array.from({ length: size }, (_, to) => (t === 0 ? transition(size, to) : logSumExp(Array.from({ length: size }, (_, from) => (alpha[t - 1]?.[from] ?? 0) + transition(from, to)))) + emission(t, to)));
  }
  const beta: number[][] = Array.from({ length }, () => new Array<number>(size).fill(0));
  for (let t = length - 2; t >= 0; t--) {
    beta[t] = Array.from({ length: size }, (_, from) => logSumExp(Array.from({ length: size }, (_, to) => transition(from, to) + emission(t + 1, to) + (beta[t + 1]?.[to] ?? 0))));
  }
  const total = logSumExp(alpha[length - 1] ?? []);
  return labels.map((label, t) => Math.exp((alpha[t]?.[label] ?? 0) + (beta[t]?.[label] ?? 0) - total));
}
