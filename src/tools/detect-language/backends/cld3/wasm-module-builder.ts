/**
 * Just enough of the WebAssembly binary format to write a small module by hand: one memory of fixed
 * size, functions without imports or tables, and their exports. Writing the bytes here, rather than
 * committing a binary, keeps the kernels readable and lets their layout constants be the model's own.
 * Reference: https://webassembly.github.io/spec/core/binary/ and the SIMD proposal's opcode table.
 */

/** Value types. */
export const I32 = 0x7f;
export const F32 = 0x7d;
export const F64 = 0x7c;
export const V128 = 0x7b;

/** Core opcodes (one byte each). */
export const Op = {
  block: 0x02,
  loop: 0x03,
  if: 0x04,
  end: 0x0b,
  br: 0x0c,
  brIf: 0x0d,
  localGet: 0x20,
  localSet: 0x21,
  localTee: 0x22,
  i32Load: 0x28,
  f32Load: 0x2a,
  f64Load: 0x2b,
  i32Store: 0x36,
  f32Store: 0x38,
  i32Const: 0x41,
  f32Const: 0x43,
  i32Eqz: 0x45,
  i32Ne: 0x47,
  f32Gt: 0x5e,
  i32Add: 0x6a,
  i32Mul: 0x6c,
  i32Shl: 0x74,
  f32DemoteF64: 0xb6,
} as const;

/** The block type of a block, loop or if that takes and leaves nothing. */
export const EMPTY_BLOCK = 0x40;

/** SIMD opcodes: each follows the 0xfd prefix as an unsigned LEB128. */
export const SimdOp = {
  v128Load: 0x00,
  v128Load32Splat: 0x09,
  v128Store: 0x0b,
  f32x4Splat: 0x13,
  i16x8ExtendLowI8x16S: 0x87,
  i16x8ExtendHighI8x16S: 0x88,
  i32x4ExtendLowI16x8S: 0xa7,
  i32x4ExtendHighI16x8S: 0xa8,
  f32x4Add: 0xe4,
  f32x4Mul: 0xe6,
  f32x4ConvertI32x4S: 0xfa,
} as const;

const SIMD_PREFIX = 0xfd;

const SECTION_TYPE = 1;
const SECTION_FUNCTION = 3;
const SECTION_MEMORY = 5;
const SECTION_EXPORT = 7;
const SECTION_CODE = 10;
const FUNCTION_TYPE = 0x60;
const EXPORT_FUNCTION = 0x00;
const EXPORT_MEMORY = 0x02;
/** Memory limits with both a minimum and a maximum: ours never grows, so views over it stay valid. */
const LIMITS_MIN_MAX = 0x01;

export function encodeUnsigned(value: number): number[] {
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new Error(`wasm builder: ${value} is not a u32`);
  const bytes: number[] = [];
  let rest = value;
  do {
    const low = rest & 0x7f;
    rest = Math.floor(rest / 128);
    bytes.push(rest === 0 ? low : low | 0x80);
  } while (rest !== 0);
  return bytes;
}

export function encodeSigned(value: number): number[] {
  if (!Number.isInteger(value) || value < -0x80000000 || value > 0x7fffffff) throw new Error(`wasm builder: ${value} is not an i32`);
  const bytes: number[] = [];
  let rest = value;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    // Done when the remaining bits are all copies of the sign bit just written.
    const done = (rest === 0 && (low & 0x40) === 0) || (rest === -1 && (low & 0x40) !== 0);
    bytes.push(done ? low : low | 0x80);
    if (done) return bytes;
  }
}

function encodeVector(items: readonly number[][]): number[] {
  return [...encodeUnsigned(items.length), ...items.flat()];
}

function encodeName(name: string): number[] {
  const bytes = [...new TextEncoder().encode(name)];
  return [...encodeUnsigned(bytes.length), ...bytes];
}

function encodeSection(id: number, content: number[]): number[] {
  return [id, ...encodeUnsigned(content.length), ...content];
}

/** A load or store's alignment (log2 of bytes, a hint only) and constant offset added to the address. */
export function encodeMemarg(alignLog2: number, offset: number): number[] {
  return [...encodeUnsigned(alignLog2), ...encodeUnsigned(offset)];
}

export function encodeSimd(op: number): number[] {
  return [SIMD_PREFIX, ...encodeUnsigned(op)];
}

export function encodeF32(value: number): number[] {
  return [...new Uint8Array(new Float32Array([value]).buffer)];
}

export interface WasmFunction {
  name: string;
  params: readonly number[];
  results: readonly number[];
  /** The locals after the parameters, by type; they are numbered after the parameters, in this order. */
  locals: readonly number[];
  /** The body's instructions, without the final `end`. */
  body: readonly number[];
}

/** The bytes of a module with one exported memory of `memoryPages` 64 KiB pages (fixed) and the functions, exported by name. */
export function buildWasmModule(memoryPages: number, functions: readonly WasmFunction[]): Uint8Array<ArrayBuffer> {
  // One type per function: duplicates are allowed, and these modules have only a few functions.
  const types = functions.map((fn) => [FUNCTION_TYPE, ...encodeVector(fn.params.map((type) => [type])), ...encodeVector(fn.results.map((type) => [type]))]);
  const functionIndices = functions.map((_, index) => encodeUnsigned(index));
  const memory = [LIMITS_MIN_MAX, ...encodeUnsigned(memoryPages), ...encodeUnsigned(memoryPages)];
  const exports = [
    [...encodeName('memory'), EXPORT_MEMORY, 0],
    ...functions.map((fn, index) => [...encodeName(fn.name), EXPORT_FUNCTION, ...encodeUnsigned(index)]),
  ];
  const bodies = functions.map((fn) => {
    // Locals are declared as runs of one type.
    const runs: number[][] = [];
    for (let index = 0; index < fn.locals.length; ) {
      const type = fn.locals[index] ?? I32;
      let end = index;
      while (fn.locals[end] === type) end++;
      runs.push([...encodeUnsigned(end - index), type]);
      index = end;
    }
    const code = [...encodeVector(runs), ...fn.body, Op.end];
    return [...encodeUnsigned(code.length), ...code];
  });
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...encodeSection(SECTION_TYPE, encodeVector(types)),
    ...encodeSection(SECTION_FUNCTION, encodeVector(functionIndices)),
    ...encodeSection(SECTION_MEMORY, encodeVector([memory])),
    ...encodeSection(SECTION_EXPORT, encodeVector(exports)),
    ...encodeSection(SECTION_CODE, encodeVector(bodies)),
  ]);
}
