/**
 * fastText's prediction over lid.176.ftz (read by fasttext-model.ts), computed by our code with the
 * package's answers to the bit (eval/language/check-fasttext-scorer.ts compares them on every dev
 * text) at about half the cost a text (docs/decisions/0034): no copy into a WebAssembly heap, no C++
 * stream or string per n-gram, no embind object per result.
 *
 * Each step follows fastText in its order and its precision, because both decide the sums:
 * - the text becomes UTF-8 as Emscripten writes it (a lone surrogate included), with a newline after it;
 * - tokens end at space, tab, newline, carriage return, vertical tab, form feed or NUL, and only the
 *   first line is read (the newline yields the end-of-sentence token);
 * - tokens that start with the label prefix are not inputs;
 * - the hidden vector adds each row in order in single precision, then is scaled by 1/rows;
 * - the hierarchical softmax is searched depth first, left branch first, keeping the k best leaves
 *   in a heap and skipping any branch already below the worst kept or below the threshold, with
 *   fastText's log(x + 1e-5) and sigmoid rounded as its C++ rounds them.
 */
import { encodeAsEmscripten } from './encode-as-emscripten';
import { expSingle } from './single-precision-exp';
import { appendNgramRows, hashFastTextBytes, LABEL_PREFIX, RowList, type FastTextModel, type NgramRules } from './fasttext-model';

export interface FastTextPrediction {
  label: string;
  probability: number;
}

const LABEL_PREFIX_BYTES = new TextEncoder().encode(LABEL_PREFIX);
const NEWLINE = 0x0a;

/** fastText's `std_log`: the sum and the logarithm in double precision, the result in single. */
const logOf = (probability: number): number => Math.fround(Math.log(probability + 1e-5));

function isSeparator(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0b || byte === 0x0c || byte === 0x00;
}

function startsWith(bytes: Uint8Array, start: number, end: number, prefix: Uint8Array): boolean {
  if (end - start < prefix.length) return false;
  for (let at = 0; at < prefix.length; at++) if (bytes[start + at] !== prefix[at]) return false;
  return true;
}

export interface FastTextScorer {
  /** Every label the model can answer, without fastText's prefix ("en", "sh"…). */
  labels: readonly string[];
  /** The k most probable labels, most probable first, those under `threshold` left out. */
  predict(text: string, k: number, threshold?: number): FastTextPrediction[];
}

export function createFastTextScorer(model: FastTextModel): FastTextScorer {
  const { dimension, inputRows, outputRows, treeLeft, treeRight, labels, wordsByHash, nextWordWithHash, wordBytes, wordByteOffsets, wordRows, wordRowOffsets } = model;
  const labelCount = labels.length;
  const endOfSentence = model.endOfSentenceWord;
  const root = treeLeft.length - 1;
  const hidden = new Float32Array(dimension);
  const rules: NgramRules = { minN: model.minN, maxN: model.maxN, buckets: model.buckets, rowsByBucket: model.rowsByBucket };
  const rowList = new RowList();
  let text = new Uint8Array(0);
  // A token with its "<" and ">": the n-grams of an unknown word are read from here.
  let bracketed = new Uint8Array(0);
  const heapScores = new Float64Array(64);
  const heapNodes = new Int32Array(64);
  let heapSize = 0;

  const findWord = (start: number, end: number): number => {
    let candidate = wordsByHash.get(hashFastTextBytes(text, start, end)) ?? -1;
    for (; candidate >= 0; candidate = nextWordWithHash[candidate] ?? -1) {
      const from = wordByteOffsets[candidate] ?? 0;
      if ((wordByteOffsets[candidate + 1] ?? 0) - from !== end - start) continue;
      let same = true;
      for (let at = 0; at < end - start && same; at++) same = wordBytes[from + at] === text[start + at];
      if (same) return candidate;
    }
    return -1;
  };

  const addWord = (word: number): void => {
    for (let at = wordRowOffsets[word] ?? 0; at < (wordRowOffsets[word + 1] ?? 0); at++) rowList.push(wordRows[at] ?? 0);
  };

  /** Adds a token's rows; true when the token was the end-of-sentence word, which ends the line even mid-text. */
  const addToken = (start: number, end: number): boolean => {
    const word = findWord(start, end);
    if (word >= 0) {
      if (word < model.wordCount) addWord(word);
      return word === endOfSentence;
    }
    if (startsWith(text, start, end, LABEL_PREFIX_BYTES)) return false;
    const length = end - start;
    if (bracketed.length < length + 2) bracketed = new Uint8Array(2 * (length + 2));
    bracketed[0] = 0x3c;
    for (let at = 0; at < length; at++) bracketed[at + 1] = text[start + at] ?? 0;
    bracketed[length + 1] = 0x3e;
    appendNgramRows(bracketed, 0, length + 2, rules, rowList);
    return false;
  };

  /** The rows of the text's first line, then the end-of-sentence token's, as fastText's getLine gives them. */
  const collectRows = (length: number): void => {
    rowList.count = 0;
    let start = -1;
    for (let at = 0; at < length; at++) {
      const byte = text[at] ?? 0;
      if (!isSeparator(byte)) {
        if (start < 0) start = at;
        continue;
      }
      if (start >= 0 && addToken(start, at)) return;
      start = -1;
      if (byte === NEWLINE) {
        // A model without the end-of-sentence word adds nothing for it.
        if (endOfSentence >= 0) addWord(endOfSentence);
        return;
      }
    }
    // Only reached when the text had no newline (the caller always adds one).
    if (start >= 0) addToken(start, length);
  };

  const computeHidden = (): void => {
    hidden.fill(0);
    const { rows, count } = rowList;
    for (let index = 0; index < count; index++) {
      const base = (rows[index] ?? 0) * dimension;
      for (let element = 0; element < dimension; element++) hidden[element] = Math.fround((hidden[element] ?? 0) + (inputRows[base + element] ?? 0));
    }
    const scale = Math.fround(1 / count);
    for (let element = 0; element < dimension; element++) hidden[element] = Math.fround((hidden[element] ?? 0) * scale);
  };

  // The heap keeps the k best leaves with the worst at its root, as std::push_heap / pop_heap do with fastText's comparison.
  const siftUp = (position: number): void => {
    const score = heapScores[position] ?? 0;
    const node = heapNodes[position] ?? 0;
    while (position > 0) {
      const parent = (position - 1) >> 1;
      if (!((heapScores[parent] ?? 0) > score)) break;
      heapScores[position] = heapScores[parent] ?? 0;
      heapNodes[position] = heapNodes[parent] ?? 0;
      position = parent;
    }
    heapScores[position] = score;
    heapNodes[position] = node;
  };

  /**
   * libc++'s pop_heap over the first `length` entries: the worst moves to position length - 1. It
   * walks the hole down along the worse child (the left one on a tie) to a leaf, fills it with the
   * last entry and sifts that up; which of two equal scores comes first depends on exactly this.
   */
  const popHeap = (length: number): void => {
    if (length < 2) return;
    const worstScore = heapScores[0] ?? 0;
    const worstNode = heapNodes[0] ?? 0;
    let hole = 0;
    for (;;) {
      let child = 2 * hole + 1;
      if (child + 1 < length && (heapScores[child] ?? 0) > (heapScores[child + 1] ?? 0)) child++;
      heapScores[hole] = heapScores[child] ?? 0;
      heapNodes[hole] = heapNodes[child] ?? 0;
      hole = child;
      if (child > (length - 2) >> 1) break;
    }
    const last = length - 1;
    if (hole !== last) {
      heapScores[hole] = heapScores[last] ?? 0;
      heapNodes[hole] = heapNodes[last] ?? 0;
      siftUp(hole);
    }
    heapScores[last] = worstScore;
    heapNodes[last] = worstNode;
  };

  const search = (k: number, floor: number, node: number, score: number): void => {
    if (score < floor) return;
    if (heapSize === k && score < (heapScores[0] ?? 0)) return;
    if (node < labelCount) {
      heapScores[heapSize] = score;
      heapNodes[heapSize] = node;
      siftUp(heapSize++);
      if (heapSize > k) popHeap(heapSize--);
      return;
    }
    const base = (node - labelCount) * dimension;
    let dot = 0;
    for (let element = 0; element < dimension; element++) dot = Math.fround(dot + Math.fround((outputRows[base + element] ?? 0) * (hidden[element] ?? 0)));
    const probability = Math.fround(1 / Math.fround(1 + expSingle(-dot)));
    search(k, floor, treeLeft[node] ?? 0, Math.fround(score + logOf(Math.fround(1 - probability))));
    search(k, floor, treeRight[node] ?? 0, Math.fround(score + logOf(probability)));
  };

  return {
    labels,
    predict(input, k, threshold = 0) {
      if (!(k >= 1 && k <= labelCount)) throw new RangeError(`fastText: k must be between 1 and ${labelCount}`);
      const capacity = 4 * input.length + 2;
      if (text.length < capacity) text = new Uint8Array(Math.max(capacity, 2 * text.length));
      const length = encodeAsEmscripten(input, text);
      text[length] = NEWLINE;
      collectRows(length + 1);
      if (rowList.count === 0) return [];
      computeHidden();
      heapSize = 0;
      search(k, logOf(Math.fround(threshold)), root, 0);
      // std::sort_heap: the worst goes to the end, again and again, leaving the best first.
      for (let length = heapSize; length > 1; length--) popHeap(length);
      const found: FastTextPrediction[] = [];
      for (let index = 0; index < heapSize; index++) found.push({ label: labels[heapNodes[index] ?? 0] ?? '', probability: expSingle(heapScores[index] ?? 0) });
      return found;
    },
  };
}
