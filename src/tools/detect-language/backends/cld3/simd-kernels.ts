/**
 * cld3's dense layers and its 16-wide embedding sums in a small WebAssembly module with SIMD, written
 * by wasm-module-builder.ts at load. f32x4.mul and f32x4.add round each lane to float32 as IEEE
 * single precision does (never fused, no flush to zero), so every lane is exactly the chain of
 * float32 operations network.ts computes with Math.fround, four outputs at a time and without
 * fround's or bounds checks' overhead. The orders are cld3's: each output starts from its bias (or its
 * current sum) and adds input after input; only the positive hidden units, in ascending order, reach
 * the softmax.
 *
 * The weights are copied into the module's memory once, in layouts that make each loop a run of
 * contiguous vectors; `inputs` and `scores` are views over that memory, which never grows, so nothing
 * is copied per text but the embedding rows and multipliers.
 */
import type { Cld3Embedding, Cld3Model } from './model';
import {
  EMPTY_BLOCK,
  F32,
  I32,
  Op,
  SimdOp,
  V128,
  buildWasmModule,
  encodeF32,
  encodeMemarg,
  encodeSigned,
  encodeSimd,
  encodeUnsigned,
  type WasmFunction,
} from './wasm-module-builder';

export type Cld3SimdParameters = Pick<Cld3Model, 'languages' | 'embeddings' | 'concatSize' | 'hiddenSize' | 'hiddenWeights' | 'hiddenBias' | 'softmaxWeights' | 'softmaxBias'>;

/** The network's float work, whichever code does it: the same views, the same sums to the bit. */
export interface Cld3DenseLayers {
  /** The hidden layer's input (the embedding sums side by side). */
  readonly inputs: Float32Array;
  /** The softmax scores; labels past the model's count are padding, never read. */
  readonly scores: Float32Array;
  /** Adds, in order, the first `count` rows of a 16-wide table, each times its multiplier, to the table's sums in `inputs`. */
  addEmbeddings16(space: Cld3Embedding, rows: Int32Array, multipliers: Float64Array, count: number): void;
  /** The hidden layer, ReLU, and the softmax layer's scores from `inputs` into `scores`. */
  computeScores(): void;
}

const PAGE_BYTES = 65536;
const VECTOR_BYTES = 16;
const FLOAT_BYTES = 4;
const LANES = VECTOR_BYTES / FLOAT_BYTES;
/**
 * At most this many vector sums live in locals across a loop: with the broadcast input and the
 * loaded weights they stay within x64's 16 vector registers.
 */
const MAX_ACCUMULATORS = 8;
/** Rows and multipliers are copied into memory by batches of this many; longer lists are added batch after batch. */
const BATCH = 1024;
const EMBEDDING_WIDTH = 16;
/** The quantised weights' zero: cld3 stores weight + 128 in a byte; flipping the top bit makes that the signed weight. */
const SIGN_FLIP = 0x80;

/** How many vectors each pass of a layer keeps in locals, and how many outputs the layer is padded to. */
interface Blocking {
  accumulators: number;
  /** Outputs a pass computes: accumulators × 4. */
  width: number;
  padded: number;
}

/** The fewest passes with at most MAX_ACCUMULATORS vectors each, then as little padding as that allows. */
function planBlocking(outputs: number): Blocking {
  const vectors = Math.ceil(outputs / LANES);
  const passes = Math.ceil(vectors / MAX_ACCUMULATORS);
  const accumulators = Math.ceil(vectors / passes);
  return { accumulators, width: accumulators * LANES, padded: passes * accumulators * LANES };
}

/** Byte offsets in the module's memory, each 16-aligned. */
interface MemoryLayout {
  inputs: number;
  hiddenBias: number;
  hiddenWeights: number;
  hiddenSums: number;
  /** For each positive unit, the byte offset of its weights within a softmax pass's block. */
  positiveRows: number;
  positiveValues: number;
  softmaxBias: number;
  softmaxWeights: number;
  scores: number;
  rows: number;
  multipliers: number;
  tables: Map<Cld3Embedding, number>;
  bytes: number;
}

function planMemory(parameters: Cld3SimdParameters, hidden: Blocking, softmax: Blocking): MemoryLayout {
  let next = 0;
  const reserve = (bytes: number): number => {
    const at = next;
    next += Math.ceil(bytes / VECTOR_BYTES) * VECTOR_BYTES;
    return at;
  };
  const { concatSize, hiddenSize } = parameters;
  const layout: MemoryLayout = {
    inputs: reserve(concatSize * FLOAT_BYTES),
    hiddenBias: reserve(hidden.padded * FLOAT_BYTES),
    hiddenWeights: reserve(concatSize * hidden.padded * FLOAT_BYTES),
    hiddenSums: reserve(hidden.padded * FLOAT_BYTES),
    positiveRows: reserve(hiddenSize * 4),
    positiveValues: reserve(hiddenSize * FLOAT_BYTES),
    softmaxBias: reserve(softmax.padded * FLOAT_BYTES),
    softmaxWeights: reserve(hiddenSize * softmax.padded * FLOAT_BYTES),
    scores: reserve(softmax.padded * FLOAT_BYTES),
    rows: reserve(BATCH * 4),
    multipliers: reserve(BATCH * 8),
    tables: new Map(),
    bytes: 0,
  };
  for (const space of parameters.embeddings) {
    if (space.dimension === EMBEDDING_WIDTH) layout.tables.set(space, reserve(space.weights.length));
  }
  layout.bytes = next;
  return layout;
}

// Instruction helpers: each returns the bytes of one instruction.
const localGet = (index: number): number[] => [Op.localGet, ...encodeUnsigned(index)];
const localSet = (index: number): number[] => [Op.localSet, ...encodeUnsigned(index)];
const localTee = (index: number): number[] => [Op.localTee, ...encodeUnsigned(index)];
const i32Const = (value: number): number[] => [Op.i32Const, ...encodeSigned(value)];
const simd = (op: number): number[] => encodeSimd(op);
/** Alignment hints are log2 of bytes; a wrong hint is only slower, never wrong. */
const v128Load = (offset: number): number[] => [...simd(SimdOp.v128Load), ...encodeMemarg(4, offset)];
const v128Store = (offset: number): number[] => [...simd(SimdOp.v128Store), ...encodeMemarg(4, offset)];
const v128Load32Splat = (offset: number): number[] => [...simd(SimdOp.v128Load32Splat), ...encodeMemarg(2, offset)];
/** `local += step`, then loop again (br_if 0) unless it reached `end` (an i32 local or a constant). */
const stepAndLoop = (local: number, step: number, end: { local: number } | { value: number }): number[] => [
  ...localGet(local),
  ...i32Const(step),
  Op.i32Add,
  ...localTee(local),
  ...('local' in end ? localGet(end.local) : i32Const(end.value)),
  Op.i32Ne,
  Op.brIf,
  0,
];
/** `acc = acc + weights × x` for a vector of weights already on the stack. */
const multiplyAdd = (accumulator: number, x: number): number[] => [...localGet(x), ...simd(SimdOp.f32x4Mul), ...localGet(accumulator), ...simd(SimdOp.f32x4Add), ...localSet(accumulator)];
const repeat = (times: number, emit: (index: number) => number[]): number[] => Array.from({ length: times }, (_, index) => emit(index)).flat();

/**
 * computeScores(): the hidden layer by passes of `hidden.width` units (for each input in order, the
 * pass's weights are contiguous), ReLU into the list of positive units, then the softmax by passes of
 * `softmax.width` labels (for each pass, each unit's weights for those labels contiguous).
 */
function emitComputeScores(parameters: Cld3SimdParameters, layout: MemoryLayout, hidden: Blocking, softmax: Blocking): WasmFunction {
  const [weight, block, input, count, unit, row, value, base, x] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const accumulator = (index: number): number => 9 + index;
  const accumulators = Math.max(hidden.accumulators, softmax.accumulators);
  const { concatSize, hiddenSize } = parameters;
  const softmaxBlockBytes = hiddenSize * softmax.width * FLOAT_BYTES;
  const body = [
    // Hidden layer: `weight` walks the blocked weights from start to end; `block` is the pass's first unit, in bytes.
    ...i32Const(layout.hiddenWeights),
    ...localSet(weight),
    ...i32Const(0),
    ...localSet(block),
    Op.loop,
    EMPTY_BLOCK,
    ...repeat(hidden.accumulators, (k) => [...localGet(block), ...v128Load(layout.hiddenBias + k * VECTOR_BYTES), ...localSet(accumulator(k))]),
    ...i32Const(0),
    ...localSet(input),
    Op.loop,
    EMPTY_BLOCK,
    ...localGet(input),
    ...v128Load32Splat(layout.inputs),
    ...localSet(x),
    ...repeat(hidden.accumulators, (k) => [...localGet(weight), ...v128Load(k * VECTOR_BYTES), ...multiplyAdd(accumulator(k), x)]),
    ...localGet(weight),
    ...i32Const(hidden.width * FLOAT_BYTES),
    Op.i32Add,
    ...localSet(weight),
    ...stepAndLoop(input, FLOAT_BYTES, { value: concatSize * FLOAT_BYTES }),
    Op.end,
    ...repeat(hidden.accumulators, (k) => [...localGet(block), ...localGet(accumulator(k)), ...v128Store(layout.hiddenSums + k * VECTOR_BYTES)]),
    ...stepAndLoop(block, hidden.width * FLOAT_BYTES, { value: hidden.padded * FLOAT_BYTES }),
    Op.end,

    // ReLU: cld3 passes only the units whose sum is above 0 (not NaN) to the softmax, in order. Each
    // is listed with the byte offset of its weights within a softmax block; `count` is in bytes.
    ...i32Const(0),
    ...localSet(unit),
    ...i32Const(0),
    ...localSet(count),
    Op.loop,
    EMPTY_BLOCK,
    ...localGet(unit),
    Op.f32Load,
    ...encodeMemarg(2, layout.hiddenSums),
    ...localTee(value),
    Op.f32Const,
    ...encodeF32(0),
    Op.f32Gt,
    Op.if,
    EMPTY_BLOCK,
    ...localGet(count),
    ...localGet(value),
    Op.f32Store,
    ...encodeMemarg(2, layout.positiveValues),
    ...localGet(count),
    ...localGet(unit),
    ...i32Const(softmax.width),
    Op.i32Mul,
    Op.i32Store,
    ...encodeMemarg(2, layout.positiveRows),
    ...localGet(count),
    ...i32Const(4),
    Op.i32Add,
    ...localSet(count),
    Op.end,
    ...stepAndLoop(unit, FLOAT_BYTES, { value: hiddenSize * FLOAT_BYTES }),
    Op.end,

    // Softmax: `block` is the pass's first label in bytes, `base` the pass's block of weights.
    ...i32Const(0),
    ...localSet(block),
    ...i32Const(layout.softmaxWeights),
    ...localSet(base),
    Op.loop,
    EMPTY_BLOCK,
    ...repeat(softmax.accumulators, (k) => [...localGet(block), ...v128Load(layout.softmaxBias + k * VECTOR_BYTES), ...localSet(accumulator(k))]),
    Op.block,
    EMPTY_BLOCK,
    ...localGet(count),
    Op.i32Eqz,
    Op.brIf,
    0,
    ...i32Const(0),
    ...localSet(input),
    Op.loop,
    EMPTY_BLOCK,
    ...localGet(input),
    ...v128Load32Splat(layout.positiveValues),
    ...localSet(x),
    ...localGet(input),
    Op.i32Load,
    ...encodeMemarg(2, layout.positiveRows),
    ...localGet(base),
    Op.i32Add,
    ...localSet(row),
    ...repeat(softmax.accumulators, (k) => [...localGet(row), ...v128Load(k * VECTOR_BYTES), ...multiplyAdd(accumulator(k), x)]),
    ...stepAndLoop(input, 4, { local: count }),
    Op.end,
    Op.end,
    ...repeat(softmax.accumulators, (k) => [...localGet(block), ...localGet(accumulator(k)), ...v128Store(layout.scores + k * VECTOR_BYTES)]),
    ...localGet(base),
    ...i32Const(softmaxBlockBytes),
    Op.i32Add,
    ...localSet(base),
    ...stepAndLoop(block, softmax.width * FLOAT_BYTES, { value: softmax.padded * FLOAT_BYTES }),
    Op.end,
  ];
  return { name: 'computeScores', params: [], results: [], locals: [I32, I32, I32, I32, I32, I32, F32, I32, V128, ...repeat(accumulators, () => [V128])], body };
}

/**
 * addEmbeddings16(table, sums, count): for each of the first `count` rows and multipliers in their
 * batch areas, the row's sixteen signed bytes widened to float32 (exact), times the multiplier (a
 * float32 kept as float64 by the caller, so narrowing it is exact), added to the sixteen sums at byte
 * offset `sums`.
 */
function emitAddEmbeddings16(layout: MemoryLayout): WasmFunction {
  const [table, sums, count, item, end, multiplier, bytes, low, high] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const accumulator = (index: number): number => 9 + index;
  /** Widens the i32x4 on the stack to float32, multiplies and adds it into accumulator `k`. */
  const addQuarter = (k: number): number[] => [...simd(SimdOp.f32x4ConvertI32x4S), ...multiplyAdd(accumulator(k), multiplier)];
  const body = [
    ...repeat(4, (k) => [...localGet(sums), ...v128Load(k * VECTOR_BYTES), ...localSet(accumulator(k))]),
    Op.block,
    EMPTY_BLOCK,
    ...localGet(count),
    Op.i32Eqz,
    Op.brIf,
    0,
    ...i32Const(0),
    ...localSet(item),
    ...localGet(count),
    ...i32Const(2),
    Op.i32Shl,
    ...localSet(end),
    Op.loop,
    EMPTY_BLOCK,
    ...localGet(item),
    ...i32Const(1),
    Op.i32Shl,
    Op.f64Load,
    ...encodeMemarg(3, layout.multipliers),
    Op.f32DemoteF64,
    ...simd(SimdOp.f32x4Splat),
    ...localSet(multiplier),
    ...localGet(item),
    Op.i32Load,
    ...encodeMemarg(2, layout.rows),
    ...i32Const(4),
    Op.i32Shl,
    ...localGet(table),
    Op.i32Add,
    ...v128Load(0),
    ...localTee(bytes),
    ...simd(SimdOp.i16x8ExtendLowI8x16S),
    ...localTee(low),
    ...simd(SimdOp.i32x4ExtendLowI16x8S),
    ...addQuarter(0),
    ...localGet(low),
    ...simd(SimdOp.i32x4ExtendHighI16x8S),
    ...addQuarter(1),
    ...localGet(bytes),
    ...simd(SimdOp.i16x8ExtendHighI8x16S),
    ...localTee(high),
    ...simd(SimdOp.i32x4ExtendLowI16x8S),
    ...addQuarter(2),
    ...localGet(high),
    ...simd(SimdOp.i32x4ExtendHighI16x8S),
    ...addQuarter(3),
    ...stepAndLoop(item, 4, { local: end }),
    Op.end,
    Op.end,
    ...repeat(4, (k) => [...localGet(sums), ...localGet(accumulator(k)), ...v128Store(k * VECTOR_BYTES)]),
  ];
  return { name: 'addEmbeddings16', params: [I32, I32, I32], results: [], locals: [I32, I32, V128, V128, V128, V128, V128, V128, V128, V128], body };
}

/** The module's bytes and memory plan for a model's shape. */
export function buildCld3SimdModule(parameters: Cld3SimdParameters): { bytes: Uint8Array<ArrayBuffer>; layout: MemoryLayout; hidden: Blocking; softmax: Blocking } {
  const hidden = planBlocking(parameters.hiddenSize);
  const softmax = planBlocking(parameters.languages.length);
  const layout = planMemory(parameters, hidden, softmax);
  const pages = Math.ceil(layout.bytes / PAGE_BYTES);
  const bytes = buildWasmModule(pages, [emitComputeScores(parameters, layout, hidden, softmax), emitAddEmbeddings16(layout)]);
  return { bytes, layout, hidden, softmax };
}

/** Whether this runtime has WebAssembly with fixed-width SIMD (validating the module compiles nothing). */
export function isSimdSupported(bytes: Uint8Array<ArrayBuffer>): boolean {
  return typeof WebAssembly === 'object' && WebAssembly.validate(bytes);
}

/** The SIMD dense layers for the model, or null where WebAssembly SIMD is unavailable (the caller keeps its JavaScript). */
export function createCld3SimdLayers(parameters: Cld3SimdParameters): Cld3DenseLayers | null {
  const { concatSize, hiddenSize, hiddenWeights, hiddenBias, softmaxWeights, softmaxBias, languages } = parameters;
  const labelCount = languages.length;
  if (hiddenWeights.length !== concatSize * hiddenSize || softmaxWeights.length !== hiddenSize * labelCount) return null;
  const { bytes, layout, hidden, softmax } = buildCld3SimdModule(parameters);
  if (!isSimdSupported(bytes)) return null;
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), {});
  const { memory, computeScores, addEmbeddings16 } = instance.exports;
  if (!(memory instanceof WebAssembly.Memory) || typeof computeScores !== 'function' || typeof addEmbeddings16 !== 'function') return null;
  const buffer = memory.buffer;
  const floats = (at: number, length: number): Float32Array => new Float32Array(buffer, at, length);

  floats(layout.hiddenBias, hiddenSize).set(hiddenBias);
  const hiddenBlocked = floats(layout.hiddenWeights, concatSize * hidden.padded);
  for (let input = 0; input < concatSize; input++) {
    for (let unit = 0; unit < hiddenSize; unit++) {
      const pass = Math.floor(unit / hidden.width);
      hiddenBlocked[(pass * concatSize + input) * hidden.width + (unit % hidden.width)] = hiddenWeights[input * hiddenSize + unit] ?? 0;
    }
  }
  floats(layout.softmaxBias, labelCount).set(softmaxBias);
  const softmaxBlocked = floats(layout.softmaxWeights, hiddenSize * softmax.padded);
  for (let unit = 0; unit < hiddenSize; unit++) {
    for (let label = 0; label < labelCount; label++) {
      const pass = Math.floor(label / softmax.width);
      softmaxBlocked[(pass * hiddenSize + unit) * softmax.width + (label % softmax.width)] = softmaxWeights[unit * labelCount + label] ?? 0;
    }
  }
  for (const [space, at] of layout.tables) {
    const signed = new Uint8Array(buffer, at, space.weights.length);
    for (let index = 0; index < signed.length; index++) signed[index] = (space.weights[index] ?? 0) ^ SIGN_FLIP;
  }

  const inputs = floats(layout.inputs, concatSize);
  const batchRows = new Int32Array(buffer, layout.rows, BATCH);
  const batchMultipliers = new Float64Array(buffer, layout.multipliers, BATCH);
  const runScores = computeScores as () => void;
  const runEmbeddings = addEmbeddings16 as (table: number, sums: number, count: number) => void;
  return {
    inputs,
    scores: floats(layout.scores, softmax.padded),
    addEmbeddings16(space, rows, multipliers, count) {
      const table = layout.tables.get(space);
      if (table === undefined) throw new Error(`cld3 model: ${space.name} is not a 16-wide table of this model`);
      const sums = layout.inputs + space.offset * FLOAT_BYTES;
      for (let start = 0; start < count; start += BATCH) {
        const length = Math.min(BATCH, count - start);
        for (let index = 0; index < length; index++) {
          batchRows[index] = rows[start + index] ?? 0;
          batchMultipliers[index] = multipliers[start + index] ?? 0;
        }
        runEmbeddings(table, sums, length);
      }
    },
    computeScores: runScores,
  };
}
