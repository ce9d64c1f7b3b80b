/**
 * cld3's parameters, read at load time out of the WebAssembly that the cld3-asm package ships (its
 * JavaScript holds the module as a base64 data URI), for scorer.ts. Nothing of the model is
 * copied into this repository: the module's data section is laid out as the linear memory it
 * initialises, and each array is found in it by a few of its first values (or, for the UTF-8 state
 * machines, by the constants of the struct that describes them) together with its known length.
 * When the package's binary no longer holds what is looked for — a new cld3, another build — loading
 * fails with an Error that names the missing piece, rather than scoring with the wrong numbers.
 *
 * What is read:
 * - the 109 language codes, in the order of the network's outputs;
 * - six embedding tables (character 2-, 4-, 3- and 1-gram buckets, "relevant script" counts, the
 *   text's script), stored as uint8 with a bias of 128 and one float16 scale per row — cld3's float16
 *   is the upper half of a float32;
 * - the hidden layer (80 → 208) and the softmax layer (208 → 109), float32 with their biases;
 * - the four CLD2 UTF-8 state machines the text cleanup runs: interchange validity, "skip to the
 *   next letter, mark or < > &", letter script numbers, and lower-casing.
 */

import { readFile } from 'node:fs/promises';

export const CLD3_PACKAGE_SCRIPT_URL = import.meta.resolve('cld3-asm/dist/cjs/lib/node/cld3.js');

/** One embedding table of the network, in the order cld3 concatenates them. */
export interface Cld3Embedding {
  name: string;
  rows: number;
  dimension: number;
  /** Where this table's sum starts in the 80-wide input of the hidden layer. */
  offset: number;
  /** rows × dimension quantised weights; the value is (weight − 128) × scale. */
  weights: Uint8Array;
  /** Each row's scale, already widened from float16 to float32. */
  scales: Float32Array;
}

/** A CLD2 state machine with one-byte entries (for scanning, or for replacing with `remap*`). */
export interface Cld3StateTable {
  entries: Uint8Array;
  /** Entries below this index belong to the initial state (several blocks in "exit optimised" tables). */
  state0Size: number;
  /** log2 of a state's width: 8 for full 256-entry states, 6 for space-optimised ones. */
  shift: number;
  /** For replacement tables: 4-byte records (bytes deleted, bytes added, offset into `remapString`). */
  remapBase: Uint8Array;
  remapString: Uint8Array;
}

export interface Cld3Model {
  languages: readonly string[];
  embeddings: readonly Cld3Embedding[];
  concatSize: number;
  hiddenSize: number;
  /** concatSize × hiddenSize: row i is what input i adds to the hidden layer. */
  hiddenWeights: Float32Array;
  hiddenBias: Float32Array;
  /** hiddenSize × languages: row i is what hidden unit i adds to the scores. */
  softmaxWeights: Float32Array;
  softmaxBias: Float32Array;
  interchangeValid: Cld3StateTable;
  skipToLetter: Cld3StateTable;
  lowerCase: Cld3StateTable;
  /** Two-byte property table (space optimised): a letter's ULScript number, 0 for anything else. */
  letterScripts: Uint16Array;
}

const LANGUAGE_COUNT = 109;
const HIDDEN_SIZE = 208;
/**
 * The six embedding spaces as cld3's task context names them, with their sizes, and the first
 * values of their float16 scales and uint8 weights: enough to find each array, never enough to
 * stand in for it. Two tables start alike (rows for ids that never occur keep their random start),
 * hence sixteen weight bytes.
 */
const EMBEDDINGS = [
  {
    name: 'bigrams',
    rows: 1000,
    dimension: 16,
    scales: [15392, 15478, 15306, 15497, 15384, 15427, 15373, 15490],
    weights: [37, 120, 90, 69, 195, 59, 213, 165, 82, 141, 170, 210, 255, 100, 18, 107],
  },
  {
    name: 'quadgrams',
    rows: 5000,
    dimension: 16,
    scales: [15339, 15412, 15432, 15371, 15312, 15494, 15344, 15449],
    weights: [96, 188, 120, 112, 147, 89, 255, 35, 75, 178, 79, 119, 215, 162, 136, 12],
  },
  {
    name: 'relevant-scripts',
    rows: 12,
    dimension: 8,
    scales: [15326, 14732, 15691, 15376, 15247, 15495, 15073, 15315],
    weights: [86, 205, 131, 1, 133, 159, 159, 17, 0, 223, 83, 110, 158, 191, 203, 63],
  },
  {
    name: 'text-script',
    rows: 103,
    dimension: 8,
    scales: [15326, 14533, 15603, 15265, 15642, 15510, 15463, 15291],
    weights: [86, 205, 131, 1, 133, 159, 159, 17, 255, 66, 64, 129, 65, 15, 161, 199],
  },
  {
    name: 'trigrams',
    rows: 5000,
    dimension: 16,
    scales: [15435, 15371, 15387, 15344, 15402, 15321, 15429, 15362],
    weights: [173, 216, 255, 127, 175, 139, 119, 104, 160, 109, 199, 239, 180, 54, 222, 16],
  },
  {
    name: 'unigrams',
    rows: 100,
    dimension: 16,
    scales: [15345, 15491, 15386, 15611, 15492, 15618, 15408, 15228],
    weights: [16, 201, 218, 1, 164, 201, 157, 119, 123, 27, 155, 184, 182, 68, 96, 4],
  },
] as const;

/** The dense layers: their lengths and the bit patterns of their first four floats. */
const HIDDEN_WEIGHTS = [0x3bb5a90a, 0x3bc89561, 0xbf1cf408, 0x3c3a18a2];
const HIDDEN_BIAS = [0x3c3ab766, 0x3c03bbc3, 0x3e7986e9, 0x3d15c597];
const SOFTMAX_WEIGHTS = [0xbdbe1a08, 0xbdde4e12, 0xbe0b408f, 0x3e9645b3];
const SOFTMAX_BIAS = [0x407088b1, 0x4026e329, 0x400b568f, 0xc0401159];

/**
 * The CLD2 tables are described by structs of twelve 32-bit fields: initial state, its size, total
 * size, maximum expansion, entry shift, bytes per entry, two constants of the fast ASCII pre-check,
 * then pointers to the entries, the remap records, the remap string and the fast-check table. The
 * first eight identify each table.
 */
const INTERCHANGE_HEADER = [0, 1024, 4352, 0, 8, 1, 0x20202020, 0x01010101];
const SKIP_TO_LETTER_HEADER = [0, 64, 14144, 0, 6, 1, 0x27272727, 0x44444444];
const LOWER_CASE_HEADER = [0, 320, 7104, 12, 6, 1, 0x5b5b5b5b, 0];
/**
 * The letter-script table is used inline (no struct survives compilation), so it is found by its
 * first state instead: 0 for ASCII non-letters, 1 (Latin) for A–Z and a–z, then 64 "illegal"
 * entries (0x8000) for stray continuation bytes. 254 states of 64 two-byte entries.
 */
const LETTER_SCRIPTS_LENGTH = 16256;
const ILLEGAL_STRUCTURE_2 = 0x8000;

function letterScriptsSignature(): number[] {
  const signature: number[] = [];
  for (let byte = 0; byte < 0xc0; byte++) {
    const isAsciiLetter = (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
    signature.push(byte >= 0x80 ? ILLEGAL_STRUCTURE_2 : isAsciiLetter ? 1 : 0);
  }
  return signature;
}

function fail(what: string): never {
  throw new Error(`cld3 model: ${what} was not found in cld3-asm's WebAssembly (has the package changed?)`);
}

/** The wasm module inside cld3.js: the data URI that starts with the module's magic ("\0asm" is "AGFzbQ" in base64). */
export function extractCld3Wasm(script: string): Uint8Array {
  const prefix = 'data:application/octet-stream;base64,';
  const start = script.indexOf(`${prefix}AGFzbQ`);
  if (start < 0) fail('the embedded WebAssembly module');
  const end = script.indexOf('"', start);
  if (end < 0) fail('the end of the embedded WebAssembly module');
  return new Uint8Array(Buffer.from(script.slice(start + prefix.length, end), 'base64'));
}

/** The linear memory the module's active data segments set up before any code runs. */
export function readWasmDataMemory(wasm: Uint8Array): Uint8Array {
  let at = 8;
  const readUnsigned = (): number => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = wasm[at++];
      if (byte === undefined) throw new Error('cld3 model: the WebAssembly module ends early');
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
      if ((byte & 0x80) === 0) return value;
    }
  };
  const readOffsetExpression = (): number => {
    // Emscripten writes `i32.const N; end` for each segment's address.
    if (wasm[at++] !== 0x41) throw new Error('cld3 model: a data segment has an address that is not a constant');
    // The constant is signed LEB128; an address is never negative, so it reads as the unsigned form does.
    const value = readUnsigned();
    if (wasm[at++] !== 0x0b) throw new Error('cld3 model: a data segment address is malformed');
    return value;
  };
  if (wasm[0] !== 0 || wasm[1] !== 0x61 || wasm[2] !== 0x73 || wasm[3] !== 0x6d) fail('the WebAssembly magic number');
  const segments: Array<{ address: number; start: number; length: number }> = [];
  while (at < wasm.length) {
    const section = wasm[at++];
    const size = readUnsigned();
    const end = at + size;
    if (section === 11) {
      const count = readUnsigned();
      for (let index = 0; index < count; index++) {
        const flags = readUnsigned();
        if (flags === 1) {
          // A passive segment is copied by code later, not at start-up: it is not part of the image.
          at += readUnsigned();
          continue;
        }
        if (flags === 2) readUnsigned(); // memory index
        const address = readOffsetExpression();
        const length = readUnsigned();
        segments.push({ address, start: at, length });
        at += length;
      }
    }
    at = end;
  }
  if (segments.length === 0) fail('a data section');
  const size = Math.max(...segments.map((segment) => segment.address + segment.length));
  const memory = new Uint8Array(size);
  for (const segment of segments) memory.set(wasm.subarray(segment.start, segment.start + segment.length), segment.address);
  return memory;
}

class MemoryImage {
  readonly view: DataView;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The one address (a multiple of `step`) where `values` of `width` bytes appear, with room for `length` bytes. */
  findUnique(what: string, values: readonly number[], width: 1 | 2 | 4, length: number, step = width): number {
    const { bytes, view } = this;
    const read = width === 1 ? (address: number) => bytes[address] ?? -1 : width === 2 ? (address: number) => view.getUint16(address, true) : (address: number) => view.getUint32(address, true);
    const first = values[0] ?? 0;
    let found = -1;
    for (let address = 0; address + length <= bytes.length; address += step) {
      if (read(address) !== first) continue;
      let same = true;
      for (let index = 1; index < values.length && same; index++) same = read(address + index * width) === values[index];
      if (!same) continue;
      if (found >= 0) throw new Error(`cld3 model: ${what} appears more than once in cld3-asm's WebAssembly`);
      found = address;
    }
    if (found < 0) fail(what);
    return found;
  }

  uint32(address: number): number {
    if (address + 4 > this.bytes.length) fail('a pointer target');
    return this.view.getUint32(address, true);
  }

  copyBytes(address: number, length: number): Uint8Array {
    if (address + length > this.bytes.length) fail('the end of an array');
    return this.bytes.slice(address, address + length);
  }

  /** Like copyBytes, but past the image's end memory starts out as zeros (segments of zeros are left out). */
  copyZeroExtended(address: number, length: number): Uint8Array {
    const copy = new Uint8Array(length);
    if (address < this.bytes.length) copy.set(this.bytes.subarray(address, Math.min(address + length, this.bytes.length)));
    return copy;
  }

  copyUint16(address: number, count: number): Uint16Array {
    const copy = new Uint16Array(count);
    for (let index = 0; index < count; index++) copy[index] = this.view.getUint16(address + 2 * index, true);
    return copy;
  }

  copyFloat32(address: number, count: number): Float32Array {
    if (address + 4 * count > this.bytes.length) fail('the end of an array');
    const copy = new Float32Array(count);
    for (let index = 0; index < count; index++) copy[index] = this.view.getFloat32(address + 4 * index, true);
    return copy;
  }

  /** A NUL-terminated ASCII string of 2 to 15 code letters, or null. */
  languageCode(address: number): string | null {
    let code = '';
    for (let index = 0; index < 16; index++) {
      const byte = this.bytes[address + index];
      if (byte === undefined) return null;
      if (byte === 0) return code.length >= 2 ? code : null;
      const isCodeByte = (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a) || byte === 0x2d;
      if (!isCodeByte) return null;
      code += String.fromCharCode(byte);
    }
    return null;
  }
}

/** cld3's language table: LANGUAGE_COUNT pointers to codes, then a null pointer. */
function findLanguages(memory: MemoryImage): string[] {
  const found: string[][] = [];
  for (let address = 0; address + 4 * (LANGUAGE_COUNT + 1) <= memory.bytes.length; address += 4) {
    const codes: string[] = [];
    for (let index = 0; index <= LANGUAGE_COUNT; index++) {
      const code = memory.languageCode(memory.view.getUint32(address + 4 * index, true));
      if (code === null) break;
      codes.push(code);
    }
    if (codes.length === LANGUAGE_COUNT && memory.view.getUint32(address + 4 * LANGUAGE_COUNT, true) === 0) {
      found.push(codes);
      address += 4 * LANGUAGE_COUNT;
    }
  }
  if (found.length !== 1 || !found[0]?.includes('en')) fail(`the table of ${LANGUAGE_COUNT} language codes`);
  return found[0];
}

function readStateTable(memory: MemoryImage, what: string, header: readonly number[]): Cld3StateTable {
  const address = memory.findUnique(`the ${what} state table`, header, 4, 48);
  const totalSize = header[2] ?? 0;
  const entries = memory.uint32(address + 32);
  const remapBase = memory.uint32(address + 36);
  const remapString = memory.uint32(address + 40);
  const fastTable = memory.uint32(address + 44);
  // The remap records and their string sit side by side, then the fast-check table: their sizes follow.
  const remapBaseLength = remapString >= remapBase ? remapString - remapBase : 0;
  const remapStringLength = fastTable >= remapString ? fastTable - remapString : 0;
  return {
    entries: memory.copyBytes(entries, totalSize),
    state0Size: header[1] ?? 0,
    shift: header[4] ?? 8,
    remapBase: memory.copyZeroExtended(remapBase, remapBaseLength < 4096 ? remapBaseLength : 0),
    remapString: memory.copyZeroExtended(remapString, remapStringLength < 65536 ? remapStringLength : 0),
  };
}

/** float16 as cld3 defines it: the upper 16 bits of a float32. */
function widenScales(halves: Uint16Array): Float32Array {
  const words = new Uint32Array(halves.length);
  for (let index = 0; index < halves.length; index++) words[index] = (halves[index] ?? 0) << 16;
  return new Float32Array(words.buffer);
}

export function readCld3Model(packageScript: string): Cld3Model {
  const memory = new MemoryImage(readWasmDataMemory(extractCld3Wasm(packageScript)));
  const languages = findLanguages(memory);

  let offset = 0;
  const embeddings = EMBEDDINGS.map((embedding): Cld3Embedding => {
    const scalesAt = memory.findUnique(`the ${embedding.name} scales`, embedding.scales, 2, 2 * embedding.rows);
    const weightsAt = memory.findUnique(`the ${embedding.name} weights`, embedding.weights, 1, embedding.rows * embedding.dimension);
    const table = {
      name: embedding.name,
      rows: embedding.rows,
      dimension: embedding.dimension,
      offset,
      weights: memory.copyBytes(weightsAt, embedding.rows * embedding.dimension),
      scales: widenScales(memory.copyUint16(scalesAt, embedding.rows)),
    };
    offset += embedding.dimension;
    return table;
  });
  const concatSize = offset;

  const floats = (what: string, signature: readonly number[], count: number) => memory.copyFloat32(memory.findUnique(what, signature, 4, 4 * count), count);
  const hiddenWeights = floats('the hidden layer weights', HIDDEN_WEIGHTS, concatSize * HIDDEN_SIZE);
  const hiddenBias = floats('the hidden layer bias', HIDDEN_BIAS, HIDDEN_SIZE);
  const softmaxWeights = floats('the softmax weights', SOFTMAX_WEIGHTS, HIDDEN_SIZE * LANGUAGE_COUNT);
  const softmaxBias = floats('the softmax bias', SOFTMAX_BIAS, LANGUAGE_COUNT);

  const lettersAt = memory.findUnique('the letter-script table', letterScriptsSignature(), 2, 2 * LETTER_SCRIPTS_LENGTH);
  return {
    languages,
    embeddings,
    concatSize,
    hiddenSize: HIDDEN_SIZE,
    hiddenWeights,
    hiddenBias,
    softmaxWeights,
    softmaxBias,
    interchangeValid: readStateTable(memory, 'interchange-valid', INTERCHANGE_HEADER),
    skipToLetter: readStateTable(memory, 'skip-to-letter', SKIP_TO_LETTER_HEADER),
    lowerCase: readStateTable(memory, 'lower-case', LOWER_CASE_HEADER),
    letterScripts: memory.copyUint16(lettersAt, LETTER_SCRIPTS_LENGTH),
  };
}

export async function loadCld3Model(scriptUrl: string = CLD3_PACKAGE_SCRIPT_URL): Promise<Cld3Model> {
  return readCld3Model(await readFile(new URL(scriptUrl), 'utf8'));
}
