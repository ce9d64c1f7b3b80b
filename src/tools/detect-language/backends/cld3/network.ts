/**
 * cld3's EmbeddingNetwork in float32, as its build computes it: the embedding sums (uint8 weights
 * with a bias of 128, times the row's float16 scale, times the feature's weight), a hidden layer
 * with ReLU, the softmax layer's scores, and the softmax probability of the best. Each sum is the
 * same chain of float32 additions, in the same order, as in cld3.
 *
 * The dense layers and the 16-wide sums run in WebAssembly SIMD (simd-kernels.ts) where the runtime
 * has it, else in the JavaScript below; both give the same bits.
 */
import type { Cld3Embedding } from './model';
import { createCld3SimdLayers, type Cld3DenseLayers, type Cld3SimdParameters } from './simd-kernels';

/** The quantised weights' zero: cld3 stores weight + 128 in a byte. */
const WEIGHT_BIAS = 128;
/** The dense layers compute this many outputs at once (the loops are unrolled by hand for 8). */
const BLOCK = 8;

export type Cld3NetworkParameters = Cld3SimdParameters;

export interface Cld3NetworkOptions {
  /** false keeps the JavaScript layers even where WebAssembly SIMD is available (tests compare both). */
  simd?: boolean;
}

export class Cld3Network {
  /** Whether the dense layers run in WebAssembly SIMD. */
  readonly usesSimd: boolean;
  private readonly layers: Cld3DenseLayers;
  /** The hidden layer's input: the embedding tables' sums side by side (each table at its `offset`). */
  private readonly inputs: Float32Array;
  private readonly scores: Float32Array;
  private readonly labelCount: number;

  constructor(parameters: Cld3NetworkParameters, { simd = true }: Cld3NetworkOptions = {}) {
    const { languages, hiddenSize, hiddenBias, softmaxBias } = parameters;
    if (softmaxBias.length !== languages.length || hiddenBias.length !== hiddenSize) throw new Error('cld3 model: the network does not have the shape this scorer implements');
    const simdLayers = simd ? createCld3SimdLayers(parameters) : null;
    this.usesSimd = simdLayers !== null;
    this.layers = simdLayers ?? new ScalarDenseLayers(parameters);
    this.inputs = this.layers.inputs;
    this.scores = this.layers.scores;
    this.labelCount = languages.length;
  }

  clearInputs(): void {
    this.inputs.fill(0);
  }

  /** Adds row `row` of the table, times `multiplier`, to the table's sums. */
  addEmbedding(space: Cld3Embedding, row: number, multiplier: number): void {
    const inputs = this.inputs;
    const { dimension, offset, weights } = space;
    const from = row * dimension;
    for (let index = 0; index < dimension; index++) {
      inputs[offset + index] = Math.fround((inputs[offset + index] ?? 0) + Math.fround(((weights[from + index] ?? 0) - WEIGHT_BIAS) * multiplier));
    }
  }

  /** addEmbedding for the first `count` rows and multipliers, in order. */
  addEmbeddings(space: Cld3Embedding, rows: Int32Array, multipliers: Float64Array, count: number): void {
    if (space.dimension === 16) this.layers.addEmbeddings16(space, rows, multipliers, count);
    else for (let index = 0; index < count; index++) this.addEmbedding(space, rows[index] ?? 0, multipliers[index] ?? 0);
  }

  /** The hidden and softmax layers, from the sums added since clearInputs. */
  computeScores(): void {
    this.layers.computeScores();
  }

  /** A copy of the labels' scores from the last computeScores. */
  copyScores(): Float32Array {
    return this.scores.slice(0, this.labelCount);
  }

  /** The label with the highest score (the first of equals), -1 if none is above -Infinity. */
  findBestLabel(): number {
    const scores = this.scores;
    let best = -1;
    let max = Number.NEGATIVE_INFINITY;
    for (let label = 0; label < this.labelCount; label++) {
      const score = scores[label] ?? 0;
      if (score > max) {
        best = label;
        max = score;
      }
    }
    return best;
  }

  /** The softmax probability of `label`, the best: exp and log in double, each result rounded to float32 as the build computes them. */
  computeProbability(label: number): number {
    const scores = this.scores;
    const max = label >= 0 ? (scores[label] ?? 0) : Number.NEGATIVE_INFINITY;
    let sum = 0;
    for (let other = 0; other < this.labelCount; other++) sum = Math.fround(sum + Math.fround(Math.exp(Math.fround((scores[other] ?? 0) - max))));
    const logSumExp = Math.fround(max + Math.fround(Math.log(sum)));
    return Math.fround(Math.exp(Math.fround(max - logSumExp)));
  }
}

/** The dense layers in JavaScript, each float32 step through Math.fround: where WebAssembly SIMD is unavailable. */
class ScalarDenseLayers implements Cld3DenseLayers {
  readonly inputs: Float32Array;
  readonly scores: Float32Array;
  private readonly inputCount: number;
  private readonly hiddenSize: number;
  /** The hidden weights by blocks of BLOCK units: for each input, the block's weights side by side. */
  private readonly hiddenByBlock: Float32Array;
  private readonly hiddenBias: Float32Array;
  /** The softmax weights with the labels padded to a multiple of BLOCK with zero weights, whose scores are never read. */
  private readonly paddedLabels: number;
  private readonly paddedSoftmax: Float32Array;
  private readonly paddedBias: Float32Array;
  /** The hidden units that are positive after the hidden layer, in order, and their values. */
  private readonly positiveUnits: Int32Array;
  private readonly positiveValues: Float64Array;
  private readonly blockSums = new Float64Array(BLOCK);

  constructor({ languages, concatSize, hiddenSize, hiddenWeights, hiddenBias, softmaxWeights, softmaxBias }: Cld3NetworkParameters) {
    const labelCount = languages.length;
    if (hiddenSize % BLOCK !== 0) throw new Error(`cld3 model: the hidden layer is not a multiple of ${BLOCK} wide`);
    this.inputs = new Float32Array(concatSize);
    this.inputCount = concatSize;
    this.hiddenSize = hiddenSize;
    this.hiddenByBlock = new Float32Array(concatSize * hiddenSize);
    for (let input = 0; input < concatSize; input++) {
      for (let unit = 0; unit < hiddenSize; unit++) {
        this.hiddenByBlock[(Math.floor(unit / BLOCK) * concatSize + input) * BLOCK + (unit % BLOCK)] = hiddenWeights[input * hiddenSize + unit] ?? 0;
      }
    }
    this.hiddenBias = hiddenBias;
    this.paddedLabels = BLOCK * Math.ceil(labelCount / BLOCK);
    this.paddedSoftmax = new Float32Array(hiddenSize * this.paddedLabels);
    for (let unit = 0; unit < hiddenSize; unit++) this.paddedSoftmax.set(softmaxWeights.subarray(unit * labelCount, (unit + 1) * labelCount), unit * this.paddedLabels);
    this.paddedBias = new Float32Array(this.paddedLabels);
    this.paddedBias.set(softmaxBias);
    this.positiveUnits = new Int32Array(hiddenSize);
    this.positiveValues = new Float64Array(hiddenSize);
    this.scores = new Float32Array(this.paddedLabels);
  }

  /**
   * cld3 adds input after input into every output, so each output is the same chain of float
   * additions whichever output is computed first: here BLOCK outputs at a time, their sums kept in
   * locals (registers).
   */
  computeScores(): void {
    const positives = this.computeHiddenLayer();
    this.computeSoftmaxScores(positives);
  }

  /** addEmbeddings for a 16-wide table, the sixteen sums kept in locals meanwhile. */
  addEmbeddings16(space: Cld3Embedding, rows: Int32Array, multipliers: Float64Array, count: number): void {
    const inputs = this.inputs;
    const { offset, weights } = space;
    let sum0 = inputs[offset] ?? 0;
    let sum1 = inputs[offset + 1] ?? 0;
    let sum2 = inputs[offset + 2] ?? 0;
    let sum3 = inputs[offset + 3] ?? 0;
    let sum4 = inputs[offset + 4] ?? 0;
    let sum5 = inputs[offset + 5] ?? 0;
    let sum6 = inputs[offset + 6] ?? 0;
    let sum7 = inputs[offset + 7] ?? 0;
    let sum8 = inputs[offset + 8] ?? 0;
    let sum9 = inputs[offset + 9] ?? 0;
    let sum10 = inputs[offset + 10] ?? 0;
    let sum11 = inputs[offset + 11] ?? 0;
    let sum12 = inputs[offset + 12] ?? 0;
    let sum13 = inputs[offset + 13] ?? 0;
    let sum14 = inputs[offset + 14] ?? 0;
    let sum15 = inputs[offset + 15] ?? 0;
    for (let index = 0; index < count; index++) {
      const m = multipliers[index] ?? 0;
      const at = 16 * (rows[index] ?? 0);
      sum0 = Math.fround(sum0 + Math.fround(((weights[at] ?? 0) - WEIGHT_BIAS) * m));
      sum1 = Math.fround(sum1 + Math.fround(((weights[at + 1] ?? 0) - WEIGHT_BIAS) * m));
      sum2 = Math.fround(sum2 + Math.fround(((weights[at + 2] ?? 0) - WEIGHT_BIAS) * m));
      sum3 = Math.fround(sum3 + Math.fround(((weights[at + 3] ?? 0) - WEIGHT_BIAS) * m));
      sum4 = Math.fround(sum4 + Math.fround(((weights[at + 4] ?? 0) - WEIGHT_BIAS) * m));
      sum5 = Math.fround(sum5 + Math.fround(((weights[at + 5] ?? 0) - WEIGHT_BIAS) * m));
      sum6 = Math.fround(sum6 + Math.fround(((weights[at + 6] ?? 0) - WEIGHT_BIAS) * m));
      sum7 = Math.fround(sum7 + Math.fround(((weights[at + 7] ?? 0) - WEIGHT_BIAS) * m));
      sum8 = Math.fround(sum8 + Math.fround(((weights[at + 8] ?? 0) - WEIGHT_BIAS) * m));
      sum9 = Math.fround(sum9 + Math.fround(((weights[at + 9] ?? 0) - WEIGHT_BIAS) * m));
      sum10 = Math.fround(sum10 + Math.fround(((weights[at + 10] ?? 0) - WEIGHT_BIAS) * m));
      sum11 = Math.fround(sum11 + Math.fround(((weights[at + 11] ?? 0) - WEIGHT_BIAS) * m));
      sum12 = Math.fround(sum12 + Math.fround(((weights[at + 12] ?? 0) - WEIGHT_BIAS) * m));
      sum13 = Math.fround(sum13 + Math.fround(((weights[at + 13] ?? 0) - WEIGHT_BIAS) * m));
      sum14 = Math.fround(sum14 + Math.fround(((weights[at + 14] ?? 0) - WEIGHT_BIAS) * m));
      sum15 = Math.fround(sum15 + Math.fround(((weights[at + 15] ?? 0) - WEIGHT_BIAS) * m));
    }
    inputs[offset] = sum0;
    inputs[offset + 1] = sum1;
    inputs[offset + 2] = sum2;
    inputs[offset + 3] = sum3;
    inputs[offset + 4] = sum4;
    inputs[offset + 5] = sum5;
    inputs[offset + 6] = sum6;
    inputs[offset + 7] = sum7;
    inputs[offset + 8] = sum8;
    inputs[offset + 9] = sum9;
    inputs[offset + 10] = sum10;
    inputs[offset + 11] = sum11;
    inputs[offset + 12] = sum12;
    inputs[offset + 13] = sum13;
    inputs[offset + 14] = sum14;
    inputs[offset + 15] = sum15;
  }

  /** The hidden layer and ReLU: lists the positive units and their values, and returns how many. */
  private computeHiddenLayer(): number {
    const input = this.inputs;
    const inputs = this.inputCount;
    const weights = this.hiddenByBlock;
    const bias = this.hiddenBias;
    const blockSums = this.blockSums;
    const positiveUnits = this.positiveUnits;
    const positiveValues = this.positiveValues;
    let positives = 0;
    for (let unit = 0; unit < this.hiddenSize; unit += BLOCK) {
      let sum0 = bias[unit] ?? 0;
      let sum1 = bias[unit + 1] ?? 0;
      let sum2 = bias[unit + 2] ?? 0;
      let sum3 = bias[unit + 3] ?? 0;
      let sum4 = bias[unit + 4] ?? 0;
      let sum5 = bias[unit + 5] ?? 0;
      let sum6 = bias[unit + 6] ?? 0;
      let sum7 = bias[unit + 7] ?? 0;
      let at = unit * inputs;
      for (let index = 0; index < inputs; index++, at += BLOCK) {
        const value = input[index] ?? 0;
        sum0 = Math.fround(sum0 + Math.fround((weights[at] ?? 0) * value));
        sum1 = Math.fround(sum1 + Math.fround((weights[at + 1] ?? 0) * value));
        sum2 = Math.fround(sum2 + Math.fround((weights[at + 2] ?? 0) * value));
        sum3 = Math.fround(sum3 + Math.fround((weights[at + 3] ?? 0) * value));
        sum4 = Math.fround(sum4 + Math.fround((weights[at + 4] ?? 0) * value));
        sum5 = Math.fround(sum5 + Math.fround((weights[at + 5] ?? 0) * value));
        sum6 = Math.fround(sum6 + Math.fround((weights[at + 6] ?? 0) * value));
        sum7 = Math.fround(sum7 + Math.fround((weights[at + 7] ?? 0) * value));
      }
      blockSums[0] = sum0;
      blockSums[1] = sum1;
      blockSums[2] = sum2;
      blockSums[3] = sum3;
      blockSums[4] = sum4;
      blockSums[5] = sum5;
      blockSums[6] = sum6;
      blockSums[7] = sum7;
      // ReLU: cld3 skips the units that are not positive, so only the others go on, in order.
      for (let offset = 0; offset < BLOCK; offset++) {
        const sum = blockSums[offset] ?? 0;
        if (!(sum > 0)) continue;
        positiveValues[positives] = sum;
        positiveUnits[positives++] = unit + offset;
      }
    }
    return positives;
  }

  /** The softmax layer's scores over the first `positives` positive units, BLOCK labels at a time. */
  private computeSoftmaxScores(positives: number): void {
    const byUnit = this.paddedSoftmax;
    const bias = this.paddedBias;
    const values = this.positiveValues;
    const units = this.positiveUnits;
    const scores = this.scores;
    const width = this.paddedLabels;
    for (let label = 0; label < width; label += BLOCK) {
      let sum0 = bias[label] ?? 0;
      let sum1 = bias[label + 1] ?? 0;
      let sum2 = bias[label + 2] ?? 0;
      let sum3 = bias[label + 3] ?? 0;
      let sum4 = bias[label + 4] ?? 0;
      let sum5 = bias[label + 5] ?? 0;
      let sum6 = bias[label + 6] ?? 0;
      let sum7 = bias[label + 7] ?? 0;
      for (let index = 0; index < positives; index++) {
        const value = values[index] ?? 0;
        const at = (units[index] ?? 0) * width + label;
        sum0 = Math.fround(sum0 + Math.fround((byUnit[at] ?? 0) * value));
        sum1 = Math.fround(sum1 + Math.fround((byUnit[at + 1] ?? 0) * value));
        sum2 = Math.fround(sum2 + Math.fround((byUnit[at + 2] ?? 0) * value));
        sum3 = Math.fround(sum3 + Math.fround((byUnit[at + 3] ?? 0) * value));
        sum4 = Math.fround(sum4 + Math.fround((byUnit[at + 4] ?? 0) * value));
        sum5 = Math.fround(sum5 + Math.fround((byUnit[at + 5] ?? 0) * value));
        sum6 = Math.fround(sum6 + Math.fround((byUnit[at + 6] ?? 0) * value));
        sum7 = Math.fround(sum7 + Math.fround((byUnit[at + 7] ?? 0) * value));
      }
      scores[label] = sum0;
      scores[label + 1] = sum1;
      scores[label + 2] = sum2;
      scores[label + 3] = sum3;
      scores[label + 4] = sum4;
      scores[label + 5] = sum5;
      scores[label + 6] = sum6;
      scores[label + 7] = sum7;
    }
  }
}
