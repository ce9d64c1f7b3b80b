import { diffMain } from 'diff-match-patch-es';

/**
 * Diff of two integer sequences, as runs over index ranges. Strategy:
 * 1. strip the common prefix and suffix;
 * 2. on large ranges, anchor on ids that occur exactly once on each side and keep the longest
 *    in-order chain of them (the "patience" idea): similar documents split into many small gaps
 *    in O(n log n), and the anchors are exactly the distinctive words a reader lines up by eye;
 * 3. diff each remaining gap with diff-match-patch's Myers bisection (linear memory), each id
 *    written as one UTF-16 code unit, under a shared deadline. Past the deadline diff-match-patch
 *    reports what is left as one deletion plus one insertion: correct, merely not minimal.
 */
export interface IndexRun {
  equal: boolean;
  a0: number;
  a1: number;
  b0: number;
  b1: number;
}

export interface SequenceDiff {
  runs: IndexRun[];
  /** False when the deadline or the symbol limit forced a coarse answer somewhere. */
  exact: boolean;
}

// Below this many units in a gap, the Myers search is fast enough that anchoring would only add noise.
const ANCHOR_MIN_UNITS = 2048;
// Anchoring inside anchored gaps is rarely needed twice; the cap keeps the recursion shallow on odd input.
const MAX_ANCHOR_DEPTH = 6;
// UTF-16 code units usable as symbols: everything but the surrogate range.
const SYMBOL_LIMIT = 0x10000 - 0x800;

class RunBuilder {
  readonly runs: IndexRun[] = [];
  private a = 0;
  private b = 0;

  constructor(a: number, b: number) {
    this.a = a;
    this.b = b;
  }

  add(equal: boolean, aCount: number, bCount: number): void {
    if (aCount === 0 && bCount === 0) return;
    const last = this.runs[this.runs.length - 1];
    if (last && last.equal === equal) {
      last.a1 += aCount;
      last.b1 += bCount;
    } else {
      this.runs.push({ equal, a0: this.a, a1: this.a + aCount, b0: this.b, b1: this.b + bCount });
    }
    this.a += aCount;
    this.b += bCount;
  }
}

interface DiffState {
  a: Int32Array;
  b: Int32Array;
  deadline: number;
  builder: RunBuilder;
  exact: boolean;
  /** Scratch tables indexed by id, reset after each use: occurrence counts and last position. */
  countA: Int32Array;
  countB: Int32Array;
  positionA: Int32Array;
  positionB: Int32Array;
}

export function diffSequences(
  a: Int32Array,
  b: Int32Array,
  symbolCount: number,
  deadline: number,
): SequenceDiff {
  const state: DiffState = {
    a,
    b,
    deadline,
    builder: new RunBuilder(0, 0),
    exact: true,
    countA: new Int32Array(symbolCount),
    countB: new Int32Array(symbolCount),
    positionA: new Int32Array(symbolCount),
    positionB: new Int32Array(symbolCount),
  };
  diffRange(state, 0, a.length, 0, b.length, 0);
  return { runs: state.builder.runs, exact: state.exact };
}

function diffRange(state: DiffState, a0: number, a1: number, b0: number, b1: number, depth: number): void {
  const { a, b, builder } = state;
  let prefix = 0;
  while (a0 + prefix < a1 && b0 + prefix < b1 && a[a0 + prefix] === b[b0 + prefix]) prefix++;
  builder.add(true, prefix, prefix);
  a0 += prefix;
  b0 += prefix;
  let suffix = 0;
  while (a1 - suffix > a0 && b1 - suffix > b0 && a[a1 - 1 - suffix] === b[b1 - 1 - suffix]) suffix++;
  a1 -= suffix;
  b1 -= suffix;

  if (a0 === a1 || b0 === b1) {
    builder.add(false, a1 - a0, b1 - b0);
  } else if (
    a1 - a0 + (b1 - b0) < ANCHOR_MIN_UNITS ||
    depth >= MAX_ANCHOR_DEPTH ||
    !diffAroundAnchors(state, a0, a1, b0, b1, depth)
  ) {
    diffWithBisection(state, a0, a1, b0, b1);
  }
  builder.add(true, suffix, suffix);
}

/** Returns false (having emitted nothing) when the range has no usable anchors. */
function diffAroundAnchors(
  state: DiffState,
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  depth: number,
): boolean {
  const anchors = findAnchors(state, a0, a1, b0, b1);
  if (anchors.length === 0) return false;
  let previousA = a0;
  let previousB = b0;
  for (const [anchorA, anchorB] of anchors) {
    diffRange(state, previousA, anchorA, previousB, anchorB, depth + 1);
    state.builder.add(true, 1, 1);
    previousA = anchorA + 1;
    previousB = anchorB + 1;
  }
  diffRange(state, previousA, a1, previousB, b1, depth + 1);
  return true;
}

/** Positions of ids unique on both sides, reduced to the longest chain increasing on both sides. */
function findAnchors(
  state: DiffState,
  a0: number,
  a1: number,
  b0: number,
  b1: number,
): Array<[number, number]> {
  const { a, b, countA, countB, positionA, positionB } = state;
  for (let i = a0; i < a1; i++) {
    countA[a[i]!]!++;
    positionA[a[i]!] = i;
  }
  for (let j = b0; j < b1; j++) {
    countB[b[j]!]!++;
    positionB[b[j]!] = j;
  }
  // Candidates in original order; their revised positions must then increase along the chain.
  const candidatesA: number[] = [];
  const candidatesB: number[] = [];
  for (let i = a0; i < a1; i++) {
    const id = a[i]!;
    if (countA[id] === 1 && countB[id] === 1) {
      candidatesA.push(i);
      candidatesB.push(positionB[id]!);
    }
  }
  for (let i = a0; i < a1; i++) countA[a[i]!] = 0;
  for (let j = b0; j < b1; j++) countB[b[j]!] = 0;
  const chain = findLongestIncreasingChain(candidatesB);
  return chain.map((index): [number, number] => [candidatesA[index]!, candidatesB[index]!]);
}

/** Indices of a longest strictly increasing subsequence of `values` (patience sorting, O(n log n)). */
export function findLongestIncreasingChain(values: number[]): number[] {
  const tails: number[] = []; // tails[k]: index of the smallest possible end of a chain of length k + 1
  const previous = new Int32Array(values.length).fill(-1);
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[i] = tails[low - 1]!;
    tails[low] = i;
  }
  const chain: number[] = new Array(tails.length);
  let index = tails.length > 0 ? tails[tails.length - 1]! : -1;
  for (let k = tails.length - 1; k >= 0; k--) {
    chain[k] = index;
    index = previous[index]!;
  }
  return chain;
}

function diffWithBisection(state: DiffState, a0: number, a1: number, b0: number, b1: number): void {
  const { a, b, builder } = state;
  const encoded = encodeAsSymbols(a, a0, a1, b, b0, b1);
  if (!encoded || Date.now() >= state.deadline) {
    builder.add(false, a1 - a0, b1 - b0);
    state.exact = false;
    return;
  }
  // diffTimeout > 0 enables diff-match-patch's half-match shortcut; the deadline itself is ours.
  const diffs = diffMain(encoded[0], encoded[1], { diffTimeout: 1 }, false, state.deadline);
  if (Date.now() >= state.deadline) state.exact = false;
  for (const [operation, symbols] of diffs) {
    if (operation === 0) builder.add(true, symbols.length, symbols.length);
    else if (operation === -1) builder.add(false, symbols.length, 0);
    else builder.add(false, 0, symbols.length);
  }
}

/** Both ranges as strings of one code unit per id, numbered locally; null if there are too many ids. */
function encodeAsSymbols(
  a: Int32Array,
  a0: number,
  a1: number,
  b: Int32Array,
  b0: number,
  b1: number,
): [string, string] | null {
  const symbols = new Map<number, number>();
  const encodeRange = (values: Int32Array, start: number, end: number): string | null => {
    const codes = new Uint16Array(end - start);
    for (let i = start; i < end; i++) {
      let code = symbols.get(values[i]!);
      if (code === undefined) {
        if (symbols.size >= SYMBOL_LIMIT) return null;
        // Skip the surrogate block so every symbol is a well-formed single code unit.
        code = symbols.size < 0xd800 ? symbols.size : symbols.size + 0x800;
        symbols.set(values[i]!, code);
      }
      codes[i - start] = code;
    }
    return decodeCodeUnits(codes);
  };
  const first = encodeRange(a, a0, a1);
  const second = first === null ? null : encodeRange(b, b0, b1);
  return first === null || second === null ? null : [first, second];
}

function decodeCodeUnits(codes: Uint16Array): string {
  const chunkSize = 8192; // keeps String.fromCharCode below engines' argument limits
  let text = '';
  for (let start = 0; start < codes.length; start += chunkSize) {
    text += String.fromCharCode(...codes.subarray(start, start + chunkSize));
  }
  return text;
}
