/**
 * Averaged structured perceptron for the reference tagger (engine/free-text/tagger/decode-sequence.ts):
 * decode each training sequence with the current weights and, where it is wrong, add the gold
 * sequence's features and subtract the predicted ones. Averaging the weights over every step keeps
 * the late updates from dominating. Deterministic: a fixed-seed shuffle, so the same data gives the
 * same model.
 */
import { decodeScores, type TaggerModel } from '../engine/free-text/tagger/decode-sequence';

export interface TrainingSequence {
  features: string[][];
  labels: number[];
}

export interface TrainOptions {
  labels: readonly string[];
  epochs: number;
  /** Features seen fewer times than this in training are dropped (they only memorise). */
  minCount: number;
}

/** Weights with the running sums averaging needs: averaged = w − sum/step. */
class AveragedWeights {
  readonly w = new Map<string, Float64Array>();
  readonly sum = new Map<string, Float64Array>();
  constructor(private readonly size: number) {}
  row(feature: string): Float64Array | undefined {
    return this.w.get(feature);
  }
  add(feature: string, label: number, amount: number, step: number): void {
    let row = this.w.get(feature);
    let sum = this.sum.get(feature);
    if (!row || !sum) {
      row = new Float64Array(this.size);
      sum = new Float64Array(this.size);
      this.w.set(feature, row);
      this.sum.set(feature, sum);
    }
    row[label] = (row[label] ?? 0) + amount;
    sum[label] = (sum[label] ?? 0) + step * amount;
  }
  averaged(feature: string, step: number): Float64Array {
    const row = this.w.get(feature) ?? new Float64Array(this.size);
    const sum = this.sum.get(feature) ?? new Float64Array(this.size);
    return row.map((value, k) => value - (sum[k] ?? 0) / step);
  }
}

function shuffled(count: number, seed: number): number[] {
  const order = Array.from({ length: count }, (_, k) => k);
  let state = seed;
  for (let k = count - 1; k > 0; k--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (k + 1);
    [order[k], order[j]] = [order[j] as number, order[k] as number];
  }
  return order;
}

function countFeatures(sequences: TrainingSequence[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sequence of sequences) for (const token of sequence.features) for (const feature of token) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  return counts;
}

/** Emission scores under the current (not averaged) weights. */
function currentEmissions(weights: AveragedWeights, features: string[][], size: number): Float64Array[] {
  return features.map((token) => {
    const scores = new Float64Array(size);
    for (const feature of token) {
      const row = weights.row(feature);
      if (row) for (let y = 0; y < size; y++) scores[y] = (scores[y] ?? 0) + (row[y] ?? 0);
    }
    return scores;
  });
}

const TRANSITION = (from: number, to: number) => `\u0000t${from}>${to}`;

function readTransitions(weights: AveragedWeights, size: number, step: number | undefined): number[][] {
  return Array.from({ length: size + 1 }, (_, from) =>
    Array.from({ length: size }, (_, to) => {
      const key = TRANSITION(from, to);
      return step === undefined ? (weights.row(key)?.[0] ?? 0) : (weights.averaged(key, step)[0] ?? 0);
    }),
  );
}

export function trainTagger(sequences: TrainingSequence[], options: TrainOptions): TaggerModel {
  const size = options.labels.length;
  const counts = countFeatures(sequences);
  const kept = sequences.map((sequence) => ({ ...sequence, features: sequence.features.map((token) => token.filter((feature) => (counts.get(feature) ?? 0) >= options.minCount)) }));
  const weights = new AveragedWeights(size);
  let step = 1;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const index of shuffled(kept.length, 7 + epoch)) {
      const sequence = kept[index] as TrainingSequence;
      const predicted = decodeScores(currentEmissions(weights, sequence.features, size), readTransitions(weights, size, undefined)).labels;
      sequence.labels.forEach((gold, t) => {
        const guess = predicted[t] ?? 0;
        const goldBefore = t === 0 ? size : (sequence.labels[t - 1] ?? 0);
        const guessBefore = t === 0 ? size : (predicted[t - 1] ?? 0);
        if (gold === guess && goldBefore === guessBefore) return;
        if (gold !== guess) {
          for (const feature of sequence.features[t] ?? []) {
            weights.add(feature, gold, 1, step);
            weights.add(feature, guess, -1, step);
          }
        }
        weights.add(TRANSITION(goldBefore, gold), 0, 1, step);
        weights.add(TRANSITION(guessBefore, guess), 0, -1, step);
      });
      step++;
    }
  }
  const out: Record<string, number[]> = {};
  for (const feature of weights.w.keys()) {
    if (feature.startsWith('\u0000')) continue;
    const row = weights.averaged(feature, step);
    const pairs: number[] = [];
    row.forEach((value, label) => {
      // Three decimals keep the file small; smaller weights change no decision worth keeping.
      if (Math.abs(value) >= 0.01) pairs.push(label, Math.round(value * 1000) / 1000);
    });
    if (pairs.length) out[feature] = pairs;
  }
  const transitions = readTransitions(weights, size, step).map((row) => row.map((value) => Math.round(value * 1000) / 1000));
  return { version: 1, labels: [...options.labels], transitions, weights: out, uncertainMargin: 0, training: {} };
}
