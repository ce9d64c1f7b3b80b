import { describe, expect, it } from 'vitest';
import { scoreLabelProbabilities } from './token-marginals';

/** A fixed pseudo-random table, so the test is the same every run. */
function table(rows: number, columns: number, seed: number): number[][] {
  let state = seed;
  return Array.from({ length: rows }, () => Array.from({ length: columns }, () => ((state = (state * 16807) % 2147483647) / 2147483647) * 4 - 2));
}

/** Every labelling's exp(score / temperature), summed where token t has label y, over the total. */
function bruteForce(emissions: number[][], transitions: number[][], t: number, y: number, temperature: number): number {
  const size = emissions[0]?.length ?? 0;
  let all: number[][] = [[]];
  for (let k = 0; k < emissions.length; k++) all = all.flatMap((prefix) => Array.from({ length: size }, (_, label) => [...prefix, label]));
  const weight = (labels: number[]) => Math.exp(labels.reduce((sum, label, k) => sum + (emissions[k]?.[label] ?? 0) + (transitions[k === 0 ? size : (labels[k - 1] ?? 0)]?.[label] ?? 0), 0) / temperature);
  const total = all.reduce((sum, labels) => sum + weight(labels), 0);
  return all.filter((labels) => labels[t] === y).reduce((sum, labels) => sum + weight(labels), 0) / total;
}

describe('scoreLabelProbabilities', () => {
  it('gives each token the share of all labellings that agree with its label, as enumerating them does', () => {
    for (const [seed, temperature] of [[1, 1], [7, 2], [42, 0.5]] as const) {
      const emissions = table(4, 3, seed);
      const transitions = table(4, 3, seed + 1000);
      const labels = [2, 0, 1, 1];
      const probabilities = scoreLabelProbabilities(emissions.map((row) => Float64Array.from(row)), transitions, labels, temperature);
      labels.forEach((label, t) => expect(probabilities[t]).toBeCloseTo(bruteForce(emissions, transitions, t, label, temperature), 9));
    }
  });

  it('grows surer as the temperature falls, and returns nothing for an empty reference', () => {
    const emissions = [Float64Array.from([2, 0]), Float64Array.from([0, 1])];
    const transitions = [[0, 0], [0, 0], [0, 0]];
    const [warm] = scoreLabelProbabilities(emissions, transitions, [0, 1], 4);
    const [cold] = scoreLabelProbabilities(emissions, transitions, [0, 1], 0.5);
    expect(cold).toBeGreaterThan(warm ?? 1);
    expect(scoreLabelProbabilities([], transitions, [], 1)).toEqual([]);
  });
});
