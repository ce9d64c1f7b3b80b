/**
 * Splitting text into the pieces the diff compares. Every tokenizer returns boundaries: an Int32Array
 * `b` with b[0] = 0, b[n] = text.length, token i = text.slice(b[i], b[i + 1]). Tokens always cover the
 * whole text, so any diff over them can be turned back into exact slices of the input.
 *
 * Regular expressions rather than Intl.Segmenter: on Node 20 the segmenter needs ~12 s for the
 * sentences of a 1 MB text, the expressions below ~30 ms.
 */

// Same word rule as src/domain/word-count.ts (so counts match the word counter), plus whitespace runs,
// regional-indicator pairs (flags) and single code points that keep their combining marks, emoji
// modifiers, tag characters and zero-width-joined followers, so a diff never splits what a reader
// sees as one character.
const WORD_TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]\p{M}*|[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*|\s+|\p{RI}{2}|[^](?:[\p{M}\p{Emoji_Modifier}\u{E0020}-\u{E007F}]|\u200D[^])*/gu;

// User-perceived characters, approximately (see WORD_TOKEN); \r\n stays one piece.
const CLUSTER_TOKEN = /\r\n|\p{RI}{2}|[^](?:[\p{M}\p{Emoji_Modifier}\u{E0020}-\u{E007F}]|\u200D[^])*/gu;

const LINE_TOKEN = /[^\n]*\n|[^\n]+/g;

const WORD_START = /^[\p{L}\p{N}\p{M}]/u;

export interface Tokens {
  bounds: Int32Array;
  /** 1 where the token is a word (for counting), 0 for whitespace, punctuation, symbols. */
  isWord?: Uint8Array;
}

function splitByPattern(text: string, pattern: RegExp): number[] {
  const bounds = [0];
  pattern.lastIndex = 0;
  while (pattern.exec(text) !== null) {
    // The patterns never match empty strings, so lastIndex always advances.
    bounds.push(pattern.lastIndex);
  }
  if (bounds[bounds.length - 1] !== text.length) bounds.push(text.length);
  return bounds;
}

export function tokenizeWords(text: string): Tokens {
  const bounds = Int32Array.from(splitByPattern(text, WORD_TOKEN));
  const isWord = new Uint8Array(bounds.length - 1);
  for (let i = 0; i < isWord.length; i++) {
    // Testing one code point is enough: only the two word alternatives start with a letter, digit or mark.
    const start = bounds[i]!;
    isWord[i] = WORD_START.test(text.slice(start, start + 2)) ? 1 : 0;
  }
  return { bounds, isWord };
}

export function tokenizeClusters(text: string): Tokens {
  return { bounds: Int32Array.from(splitByPattern(text, CLUSTER_TOKEN)) };
}

export function tokenizeLines(text: string): Tokens {
  return { bounds: Int32Array.from(splitByPattern(text, LINE_TOKEN)) };
}

const LATIN_TERMINATORS = new Set(['.', '!', '?', '…', '‼', '⁇', '⁈', '⁉']);
// Full-width terminators end a sentence even without a following space.
const CJK_TERMINATORS = new Set(['。', '！', '？', '｡']);
const CLOSERS = new Set(['"', "'", '”', '’', '»', ')', ']', '}', '」', '』', '）', '】']);

function isSpace(char: string | undefined): boolean {
  return char !== undefined && /\s/.test(char);
}

/** Index just past the sentence that starts at `start`, before its trailing whitespace. */
function findSentenceEnd(text: string, start: number): number {
  const length = text.length;
  for (let i = start; i < length; i++) {
    const char = text[i]!;
    // A line break always ends a sentence: headings, list items and verse have no full stops.
    if (char === '\n') return i + 1;
    const latin = LATIN_TERMINATORS.has(char);
    if (!latin && !CJK_TERMINATORS.has(char)) continue;
    let end = i + 1;
    while (end < length && (LATIN_TERMINATORS.has(text[end]!) || CJK_TERMINATORS.has(text[end]!))) end++;
    while (end < length && CLOSERS.has(text[end]!)) end++;
    // "3.14", "e.g.x" and "example.com" do not end a sentence: a Latin terminator needs a space after it.
    if (!latin || end === length || isSpace(text[end])) return end;
    i = end - 1;
  }
  return length;
}

export function tokenizeSentences(text: string): Tokens {
  const bounds = [0];
  let position = 0;
  while (position < text.length) {
    let end = findSentenceEnd(text, position);
    while (end < text.length && isSpace(text[end])) end++;
    bounds.push(end);
    position = end;
  }
  return { bounds: Int32Array.from(bounds) };
}
