import { ToolInputError } from '../../../../platform/engine';
import { sliceCoveringCharacters, sliceWholeCharacters } from '../../../../platform/contract-kit/slice-whole-characters';
import { FUNCTION_ALIASES, NAMES_INSIDE_RUNS, PREFIX_FUNCTIONS, WHOLE_NAMES, callFunctionName } from './math-names';

/**
 * Tokens of ASCII/Unicode math as a student types it. Every token keeps its place in the source, so an
 * error can quote exactly what it could not read.
 */
export type TokenKind =
  | 'number'
  | 'name' // a variable or a constant: x, pi, e, i, theta, x_1
  | 'function' // sin, sqrt, log…: `prefix` says it may be applied without brackets (sin x)
  | 'op' // + - * / ^ ! _
  | 'relation' // = < > <= >= !=
  | 'open' // ( [ {
  | 'close' // ) ] }
  | 'bar' // |
  | 'comma'
  | 'separator' // ; or a line break: between the equations of a system
  | 'word' // and, or
  | 'plusminus';

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
  /** Functions only: may be applied without brackets (sin x, ln x, √x). */
  prefix?: boolean;
}

export interface NameOptions {
  /** What a bare `log` means: the natural log (mathjs and nerdamer), or base 10 (what school books mean). */
  log?: 'natural' | 'base10';
  /** Letters defined as functions (f in "f(x) = x^2, find f(3)"): f(3) is a call, not f·3. */
  functions?: readonly string[];
}

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-', '⁺': '+',
};
const VULGAR: Record<string, [string, string]> = {
  '½': ['1', '2'], '⅓': ['1', '3'], '⅔': ['2', '3'], '¼': ['1', '4'], '¾': ['3', '4'], '⅕': ['1', '5'], '⅙': ['1', '6'], '⅛': ['1', '8'],
};
const SINGLE: Record<string, [TokenKind, string]> = {
  '+': ['op', '+'], '-': ['op', '-'], '−': ['op', '-'], '–': ['op', '-'], '—': ['op', '-'],
  '*': ['op', '*'], '×': ['op', '*'], '·': ['op', '*'], '⋅': ['op', '*'], '∙': ['op', '*'], '∗': ['op', '*'],
  '/': ['op', '/'], '÷': ['op', '÷'], '∕': ['op', '/'], '^': ['op', '^'], '!': ['op', '!'], '_': ['op', '_'],
  '(': ['open', '('], '[': ['open', '['], '{': ['open', '{'], ')': ['close', ')'], ']': ['close', ']'], '}': ['close', '}'],
  '|': ['bar', '|'], ',': ['comma', ','], ';': ['separator', ';'], '\n': ['separator', '\n'],
  '=': ['relation', '='], '<': ['relation', '<'], '>': ['relation', '>'], '≤': ['relation', '<='], '⩽': ['relation', '<='],
  '≥': ['relation', '>='], '⩾': ['relation', '>='], '≠': ['relation', '!='], '±': ['plusminus', '±'],
  'π': ['name', 'pi'], '∞': ['name', 'Infinity'],
};
const TWO_CHAR: Record<string, [TokenKind, string]> = {
  '**': ['op', '^'], '<=': ['relation', '<='], '>=': ['relation', '>='], '=<': ['relation', '<='], '=>': ['relation', '>='],
  '==': ['relation', '='], '!=': ['relation', '!='], '<>': ['relation', '!='], '+-': ['plusminus', '±'],
};
/** A degree mark right after a number: 30°, 30º, 30 degrees, 30 deg. */
const DEGREE_MARK = /^\s*(?:[°º˚]|deg(?:rees?)?(?![A-Za-z]))/u;
/** The name a degree mark reads as until the reader places it (never a letter a student can type: it has an underscore run). */
export const DEGREE_MARKER = 'degree__mark';

/** The text has a degree mark on a number somewhere (30°, 30 degrees). */
export function hasDegreeMark(text: string): boolean {
  return /\d\s*(?:[°º˚]|deg(?:rees?)?(?![A-Za-z]))/iu.test(text);
}
const GREEK_LETTER = /[α-ωΑ-Ω]/u;

export function unreadableAt(source: string, start: number, end: number, why?: string): ToolInputError {
  // The place in whole characters: an emoji the tokenizer stops at is two code units, and half of one is not text.
  const place = sliceCoveringCharacters(source, start, Math.max(end, start + 1)).trim() || sliceCoveringCharacters(source, start, start + 1);
  const where = start >= source.length ? 'at the end' : `at “${place.length > 40 ? `${sliceWholeCharacters(place, 0, 39)}…` : place}”`;
  return new ToolInputError(`I could not read “${excerpt(source, start, end)}” ${where}${why ? `: ${why}` : ''}.`);
}

/** The source for a message: whole when short, else its start (or its end, `atEnd`). */
export function quoteSource(source: string, atEnd = false): string {
  const text = source.trim();
  if (text.length <= 80) return text;
  return atEnd ? `…${sliceWholeCharacters(text, -77)}` : `${sliceWholeCharacters(text, 0, 77)}…`;
}

/** The source, or for a long one the stretch around the place, so that the message stays readable. */
function excerpt(source: string, start: number, end: number): string {
  const text = source.trim();
  if (text.length <= 80) return text;
  const offset = source.length - source.trimStart().length;
  const from = Math.max(0, start - offset - 30);
  const to = Math.min(text.length, end - offset + 30);
  return `${from > 0 ? '…' : ''}${sliceCoveringCharacters(text, from, to)}${to < text.length ? '…' : ''}`;
}

/** Splits the source into tokens; throws a ToolInputError naming the first character it cannot read. */
export function tokenizeMath(source: string, options: NameOptions = {}): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const push = (kind: TokenKind, text: string, start: number, end: number, prefix?: boolean) =>
    tokens.push(prefix === undefined ? { kind, text, start, end } : { kind, text, start, end, prefix });
  while (i < source.length) {
    const ch = source[i] as string;
    if (ch === '\n') {
      push('separator', '\n', i, i + 1);
      i += 1;
      continue;
    }
    if (/\s/u.test(ch)) {
      i += 1;
      continue;
    }
    // 1.5e3 and 2e-4 as a calculator shows them: scientific notation, not 1.5·e·3 (2e or 2e^x stay e).
    const number = /^(?:(?:\d+(?:\.\d*)?|\.\d+)e[+-]?\d+(?![\w.])|\d+(?:\.\d*)?|\.\d+)/u.exec(source.slice(i));
    if (number) {
      const mark = DEGREE_MARK.exec(source.slice(i + number[0].length));
      if (mark) {
        // 30° is 30 times a marker the reader turns into π/180 once it knows the number is a trig argument.
        const end = i + number[0].length + mark[0].length;
        push('open', '(', i, end);
        push('number', number[0], i, end);
        push('op', '*', i, end);
        push('name', DEGREE_MARKER, i, end);
        push('close', ')', i, end);
        i = end;
        continue;
      }
      push('number', number[0], i, i + number[0].length);
      i += number[0].length;
      continue;
    }
    const letters = /^[A-Za-z]+/u.exec(source.slice(i));
    if (letters) {
      i = readLetters(source, i, letters[0], tokens, options);
      continue;
    }
    // `+/-` is how ± is typed on a plain keyboard.
    if (source.startsWith('+/-', i)) {
      push('plusminus', '±', i, i + 3);
      i += 3;
      continue;
    }
    const two = TWO_CHAR[source.slice(i, i + 2)];
    if (two) {
      push(two[0], two[1], i, i + 2);
      i += 2;
      continue;
    }
    if (ch === '%') {
      // 15% is 15/100: rewrite the number before it, which a later pass multiplies like any factor.
      const last = tokens[tokens.length - 1];
      if (last?.kind !== 'number' && last?.kind !== 'close') throw unreadableAt(source, i, i + 1, 'a percent sign belongs after a number');
      push('op', '/', i, i + 1);
      push('number', '100', i, i + 1);
      i += 1;
      continue;
    }
    if (SUPERSCRIPTS[ch] !== undefined) {
      // x²³ is x^23; x⁻¹ is x^(-1).
      let j = i;
      while (j < source.length && SUPERSCRIPTS[source[j] as string] !== undefined) j += 1;
      let digits = [...source.slice(i, j)].map((c) => SUPERSCRIPTS[c]).join('');
      push('op', '^', i, j);
      push('open', '(', i, j);
      if (digits.startsWith('-') || digits.startsWith('+')) {
        push('op', digits[0] as string, i, j);
        digits = digits.slice(1);
      }
      if (digits === '') throw unreadableAt(source, i, j, 'a raised sign needs a number');
      push('number', digits, i, j);
      push('close', ')', i, j);
      i = j;
      continue;
    }
    const vulgar = VULGAR[ch];
    if (vulgar) {
      push('open', '(', i, i + 1);
      push('number', vulgar[0], i, i + 1);
      push('op', '/', i, i + 1);
      push('number', vulgar[1], i, i + 1);
      push('close', ')', i, i + 1);
      i += 1;
      continue;
    }
    if (ch === '√' || ch === '∛' || ch === '∜') {
      if (ch === '√') push('function', 'sqrt', i, i + 1, true);
      else if (ch === '∛') push('function', 'cbrt', i, i + 1, true);
      else throw unreadableAt(source, i, i + 1, 'write a fourth root as nthRoot(x, 4)');
      i += 1;
      continue;
    }
    const single = SINGLE[ch];
    if (single) {
      push(single[0], single[1], i, i + 1);
      i += 1;
      continue;
    }
    if (GREEK_LETTER.test(ch)) {
      push('name', ch, i, i + 1);
      i += 1;
      continue;
    }
    throw unreadableAt(source, i, i + 1);
  }
  return joinMixedNumbers(tokens);
}

/**
 * 2 1/2 is the mixed number 2½ = (2 + 1/2): a whole number, a space, then a proper fraction of whole
 * numbers. Two numbers side by side mean nothing else (2 3 is an error), so the reading is safe.
 */
function joinMixedNumbers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let k = 0; k < tokens.length; k += 1) {
    const [whole, top, slash, bottom] = tokens.slice(k, k + 4);
    const before = out[out.length - 1];
    const startsTerm = before === undefined || before.kind === 'open' || before.kind === 'relation' || before.kind === 'comma' || before.kind === 'separator' || (before.kind === 'op' && before.text !== '^' && before.text !== '/' && before.text !== '_');
    const isWhole = (token: Token | undefined) => token?.kind === 'number' && /^\d+$/u.test(token.text);
    if (startsTerm && isWhole(whole) && isWhole(top) && slash?.kind === 'op' && slash.text === '/' && isWhole(bottom) && (whole as Token).end < (top as Token).start) {
      const w = whole as Token;
      const b = bottom as Token;
      if (BigInt((top as Token).text) < BigInt(b.text) && tokens[k + 4]?.kind !== 'number' && !(tokens[k + 4]?.kind === 'op' && tokens[k + 4]?.text === '^')) {
        out.push({ kind: 'open', text: '(', start: w.start, end: w.start }, w, { kind: 'op', text: '+', start: w.end, end: w.end }, top as Token, slash, b, { kind: 'close', text: ')', start: b.end, end: b.end });
        k += 3;
        continue;
      }
    }
    out.push(tokens[k] as Token);
  }
  return out;
}

/** A run of letters: a known name (sin, pi, theta, nthRoot), else single-letter variables (3xy is 3·x·y). */
function readLetters(source: string, start: number, run: string, tokens: Token[], options: NameOptions): number {
  let end = start + run.length;
  if (run === 'or' || run === 'and') {
    tokens.push({ kind: 'word', text: run, start, end });
    return end;
  }
  // log10(x), log2(x): the digits are part of the name.
  if (/^log$/iu.test(run)) {
    const base = /^(10|2)(?!\d)/u.exec(source.slice(end));
    if (base) {
      tokens.push({ kind: 'function', text: `log${base[1]}`, start, end: end + base[1]!.length, prefix: true });
      return end + base[1]!.length;
    }
  }
  const pieces = splitRun(run);
  let offset = start;
  for (const piece of pieces) {
    const pieceEnd = offset + piece.length;
    const canonical = canonicalName(piece, options);
    if (canonical.kind === 'function') tokens.push({ kind: 'function', text: canonical.text, start: offset, end: pieceEnd, prefix: canonical.prefix });
    else tokens.push({ kind: 'name', text: canonical.text, start: offset, end: pieceEnd });
    offset = pieceEnd;
  }
  // x_1, a_n: a subscript makes one variable name (mathjs allows `_` in names).
  const last = tokens[tokens.length - 1];
  const subscript = /^_(?:\{([A-Za-z0-9]+)\}|([A-Za-z0-9]+))/u.exec(source.slice(end));
  if (subscript && last?.kind === 'name' && /^[A-Za-z]$/u.test(last.text)) {
    last.text = `${last.text}_${subscript[1] ?? subscript[2]}`;
    end += subscript[0].length;
    last.end = end;
  }
  return end;
}

function splitRun(run: string): string[] {
  if (WHOLE_NAMES.has(run) || WHOLE_NAMES.has(run.toLowerCase())) return [run];
  const pieces: string[] = [];
  let p = 0;
  while (p < run.length) {
    let matched = '';
    for (let length = Math.min(7, run.length - p); length >= 2; length -= 1) {
      const candidate = run.slice(p, p + length);
      if (NAMES_INSIDE_RUNS.has(candidate.toLowerCase())) {
        matched = candidate;
        break;
      }
    }
    const piece = matched || (run[p] as string);
    pieces.push(piece);
    p += piece.length;
  }
  return pieces;
}

function canonicalName(piece: string, options: NameOptions): { kind: 'function' | 'name'; text: string; prefix?: boolean } {
  const lower = piece.toLowerCase();
  if (piece.length > 1 && (PREFIX_FUNCTIONS.has(lower) || FUNCTION_ALIASES[lower] !== undefined)) {
    let text = FUNCTION_ALIASES[lower] ?? lower;
    if (lower === 'log' && options.log === 'base10') text = 'log10';
    return { kind: 'function', text, prefix: true };
  }
  const call = callFunctionName(piece);
  if (call !== undefined) return { kind: 'function', text: call, prefix: false };
  if (lower === 'infinity' || lower === 'inf' || lower === 'oo') return { kind: 'name', text: 'Infinity' };
  if (piece.length > 1 && WHOLE_NAMES.has(lower)) return { kind: 'name', text: lower };
  return { kind: 'name', text: piece };
}
