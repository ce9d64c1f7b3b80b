import type { UncertaintyCalibration } from './field-uncertainty';

/**
 * The reference tagger's model and decoder: a first-order linear-chain model over tokens (trained as an
 * averaged structured perceptron, training/train-tagger.ts), decoded exactly with Viterbi.
 */
export interface TaggerModel {
  version: 1;
  labels: string[];
  /** transitions[from][to]; row labels.length is the start of the reference. */
  transitions: number[][];
  /** feature → [labelIndex, weight, labelIndex, weight, …] (zero weights left out). */
  weights: Record<string, number[]>;
  /** Below this margin a field is flagged uncertain (chosen by cross-validation). */
  uncertainMargin: number;
  /** The same per field, where cross-validation had enough of the field to choose one. */
  fieldMargins?: Record<string, number>;
  /** How likely a field is to be wrong (field-uncertainty.ts); when present it replaces the margins. */
  uncertainty?: UncertaintyCalibration;
  training: Record<string, unknown>;
}

export interface Decoded {
  /** Label index per token. */
  labels: number[];
  /**
   * Per token: the best sequence's score minus the best score of any sequence that labels this token
   * otherwise (the max-marginal margin). Small means another reading is nearly as good.
   */
  margins: number[];
}

/** Emission scores: for each token, the summed weights of its features, per label. */
export function scoreEmissions(model: Pick<TaggerModel, 'labels' | 'weights'>, features: string[][]): Float64Array[] {
  const size = model.labels.length;
  return features.map((tokenFeatures) => {
    const scores = new Float64Array(size);
    for (const feature of tokenFeatures) {
      const pairs = model.weights[feature];
      if (!pairs) continue;
      for (let k = 0; k < pairs.length; k += 2) {
        const label = pairs[k] as number;
        scores[label] = (scores[label] ?? 0) + (pairs[k + 1] as number);
      }
    }
    return scores;
  });
}

/** Best label sequence and per-token margins from forward and backward max-product passes. */
export function decodeScores(emissions: Float64Array[], transitions: number[][]): Decoded {
  const length = emissions.length;
  if (length === 0) return { labels: [], margins: [] };
  const size = emissions[0]?.length ?? 0;
  const start = transitions[size] ?? [];
  const forward: Float64Array[] = [];
  const back: Int32Array[] = [];
  for (let t = 0; t < length; t++) {
    const emission = emissions[t] as Float64Array;
    const row = new Float64Array(size);
    const pointers = new Int32Array(size);
    for (let to = 0; to < size; to++) {
      if (t === 0) {
        row[to] = (start[to] ?? 0) + (emission[to] ?? 0);
        continue;
      }
      const previous = forward[t - 1] as Float64Array;
      let best = -Infinity;
      let arg = 0;
      for (let from = 0; from < size; from++) {
        const score = (previous[from] ?? 0) + (transitions[from]?.[to] ?? 0);
        if (score > best) [best, arg] = [score, from];
      }
      row[to] = best + (emission[to] ?? 0);
      pointers[to] = arg;
    }
    forward.push(row);
    back.push(pointers);
  }
  const backward: Float64Array[] = Array.from({ length }, () => new Float64Array(size));
  for (let t = length - 2; t >= 0; t--) {
    const next = backward[t + 1] as Float64Array;
    const emission = emissions[t + 1] as Float64Array;
    const row = backward[t] as Float64Array;
    for (let from = 0; from < size; from++) {
      let best = -Infinity;
      for (let to = 0; to < size; to++) best = Math.max(best, (transitions[from]?.[to] ?? 0) + (emission[to] ?? 0) + (next[to] ?? 0));
      row[from] = best;
    }
  }
  const last = forward[length - 1] as Float64Array;
  let label = 0;
  for (let y = 1; y < size; y++) if ((last[y] ?? 0) > (last[label] ?? 0)) label = y;
  const labels = new Array<number>(length);
  for (let t = length - 1; t >= 0; t--) {
    labels[t] = label;
    label = back[t]?.[label] ?? 0;
  }
  const margins = labels.map((chosen, t) => {
    const total = (y: number) => (forward[t]?.[y] ?? 0) + (backward[t]?.[y] ?? 0);
    let rival = -Infinity;
    for (let y = 0; y < size; y++) if (y !== chosen) rival = Math.max(rival, total(y));
    return total(chosen) - rival;
  });
  return { labels, margins };
}

export function decodeSequence(model: TaggerModel, features: string[][]): Decoded {
  return decodeScores(scoreEmissions(model, features), model.transitions);
}
