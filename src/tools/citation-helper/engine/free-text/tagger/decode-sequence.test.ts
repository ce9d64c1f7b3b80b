import { describe, expect, it } from 'vitest';
import { decodeScores, decodeSequence, type TaggerModel } from './decode-sequence';

/** Every labelling of `length` tokens with `size` labels, scored the way the decoder scores them. */
function bruteForce(emissions: number[][], transitions: number[][]): { best: number[]; scoreOf: (labels: number[]) => number; all: number[][] } {
  const size = emissions[0]?.length ?? 0;
  const all: number[][] = [[]];
  for (let t = 0; t < emissions.length; t++) all.splice(0, all.length, ...all.flatMap((prefix) => Array.from({ length: size }, (_, y) => [...prefix, y])));
  const scoreOf = (labels: number[]) => labels.reduce((sum, y, t) => sum + (emissions[t]?.[y] ?? 0) + (transitions[t === 0 ? size : (labels[t - 1] ?? 0)]?.[y] ?? 0), 0);
  const best = all.reduce((a, b) => (scoreOf(b) > scoreOf(a) ? b : a));
  return { best, scoreOf, all };
}

/** A fixed pseudo-random table, so the test is the same every run. */
function table(rows: number, columns: number, seed: number): number[][] {
  let state = seed;
  return Array.from({ length: rows }, () => Array.from({ length: columns }, () => ((state = (state * 16807) % 2147483647) / 2147483647) * 4 - 2));
}

describe('decodeScores', () => {
  it('finds the best labelling and the max-marginal margins a brute-force search finds', () => {
    for (const seed of [1, 7, 42, 99]) {
      const emissions = table(4, 3, seed);
      const transitions = table(4, 3, seed + 1000);
      const decoded = decodeScores(emissions.map((row) => Float64Array.from(row)), transitions);
      const { best, scoreOf, all } = bruteForce(emissions, transitions);
      expect(decoded.labels).toEqual(best);
      decoded.labels.forEach((label, t) => {
        const rival = Math.max(...all.filter((labels) => labels[t] !== label).map(scoreOf));
        expect(decoded.margins[t]).toBeCloseTo(scoreOf(best) - rival, 9);
      });
    }
  });

  it('returns nothing for an empty reference', () => {
    expect(decodeScores([], [[0]])).toEqual({ labels: [], margins: [] });
  });
});

describe('decodeSequence', () => {
  it('sums the weights of each token’s features, ignoring unknown ones', () => {
    const model: TaggerModel = {
      version: 1,
      labels: ['author', 'date'],
      transitions: [[0, 0], [0, 0], [0, 0]],
      weights: { year: [1, 3], capitalised: [0, 2, 1, -1] },
      uncertainMargin: 1,
      training: {},
    };
    const decoded = decodeSequence(model, [['capitalised', 'unseen'], ['year']]);
    expect(decoded.labels).toEqual([0, 1]);
    expect(decoded.margins).toEqual([3, 3]);
  });
});
