import type { MathNode } from 'mathjs';
import { freeSymbols, parseMath } from '../math-text';
import type { CompetitionProblem } from './competition-problem';
import { fractionText } from './numeric-model';
import { numericValue, sameNumber } from './numeric-value';
import { splitMathSegments } from './split-math-segments';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
const ORD = `(${ORDINALS.join('|')}|\\d+(?:st|nd|rd|th)|M\\d+)`;
const TERM = '(?:M\\d+|-?\\d+(?:\\.\\d+)?)';
const VALUE = `(${TERM})`;
const LIST = `(${TERM}(?:, ?${TERM})*,?)`;
const KIND = '(arithmetic|geometric)';
const ASK_TERM = `(?:what is|find|determine|compute) the ${ORD} term`;
const OF_IT = '(?: of (?:the|this) sequence)?';
// The marker the list's "…" is read as (split-math-segments refuses \ldots elsewhere: there it hides terms).
const DOTS = 'DOTS';

interface Known {
  kind: 'arithmetic' | 'geometric';
  /** (position, value) pairs the problem gives. */
  terms: Array<{ at: number; node: MathNode; value: number }>;
}

interface Form {
  pattern: RegExp;
  read: (match: RegExpExecArray, math: string[]) => { known: Known; wanted: number } | null;
}

const FORMS: Form[] = [
  { pattern: new RegExp(`^${ASK_TERM} (?:in|of) the (?:${KIND} )?sequence ${LIST} dots$`, 'u'), read: (m, math) => listed(m[2], m[3], math, m[1]) },
  { pattern: new RegExp(`^(?:consider|given|for) the (?:${KIND} )?sequence ${LIST} dots[.,]? ${ASK_TERM}${OF_IT}$`, 'u'), read: (m, math) => listed(m[1], m[2], math, m[3]) },
  {
    pattern: new RegExp(`^the ${ORD} term of an? ${KIND} sequence is ${VALUE},? and the ${ORD} term is ${VALUE}[.,]? ${ASK_TERM}${OF_IT}$`, 'u'),
    read: (m, math) => given(m[2], [m[1], m[3]], [m[4], m[5]], m[6], math),
  },
  {
    pattern: new RegExp(`^the ${ORD} and ${ORD} terms of an? ${KIND} sequence are ${VALUE},? and ${VALUE},? respectively[.,]? ${ASK_TERM}${OF_IT}$`, 'u'),
    read: (m, math) => given(m[3], [m[1], m[4]], [m[2], m[5]], m[6], math),
  },
];

/**
 * The n-th term of an arithmetic or geometric sequence, from its first terms listed ("the sixth term in
 * the geometric sequence 27/125, 9/25, 3/5, …") or two terms given by position ("the third term is 5 and
 * the sixth term is −1"). Every listed term must fit the common difference or ratio; with two terms of a
 * geometric sequence the ratio must be one real number, or all its real values must give the same answer.
 * The answer is checked by building the sequence term by term.
 */
export function readSequenceQuestion(source: string): CompetitionProblem | null {
  if (!/sequence/iu.test(source)) return null;
  const split = splitMathSegments(source.replace(/\\(?:ldots|cdots|dotsb|dots)|…/gu, ` ${DOTS} `), { plainText: true });
  if (!split) return null;
  // A "…" inside the math closes the list: "M0" where M0 ends with DOTS reads as "M0 dots".
  const skeleton = split.skeleton.replace(/\b(M\d+)\b/gu, (whole, name: string) => (split.math[Number(name.slice(1))]?.trim() === DOTS ? 'dots' : /,\s*DOTS$/u.test(split.math[Number(name.slice(1))] ?? '') ? `${whole} dots` : whole)).replace(/\bdots\s*,? dots\b/gu, 'dots').replace(/, dots\b/gu, ' dots');
  const math = split.math.map((piece) => piece.replace(/,\s*DOTS$/u, ''));
  for (const form of FORMS) {
    const match = form.pattern.exec(skeleton);
    if (!match) continue;
    try {
      const read = form.read(match, math);
      return read ? termProblem(read.known, read.wanted, source) : null;
    } catch {
      return null;
    }
  }
  return null;
}

function ordinal(word: string | undefined, math: string[]): number | null {
  if (word === undefined) return null;
  const named = ORDINALS.indexOf(word);
  if (named >= 0) return named + 1;
  const text = word.startsWith('M') ? (math[Number(word.slice(1))] ?? '').replace(/[\s{}^]/gu, '') : word;
  const number = /^(\d+)(?:st|nd|rd|th)$/u.exec(text);
  return number ? Number(number[1]) : null;
}

function readTerm(text: string): { node: MathNode; value: number } | null {
  if (text.includes(DOTS)) return null;
  const node = parseMath(text, { log: 'base10' });
  const value = numericValue(node);
  return freeSymbols(node).length === 0 && value !== null ? { node, value } : null;
}

function termsOf(list: string, math: string[]): Array<{ node: MathNode; value: number }> | null {
  const texts = list
    .split(/,\s?|\s/u)
    .filter(Boolean)
    .flatMap((piece) => (/^M\d+$/u.test(piece) ? (math[Number(piece.slice(1))] ?? '').split(',') : [piece]))
    .map((text) => text.trim())
    .filter(Boolean);
  const terms = texts.map(readTerm);
  return terms.every((term) => term !== null) ? (terms as Array<{ node: MathNode; value: number }>) : null;
}

/** A listed sequence: its kind as stated, or — from four terms or more — the one every term fits. */
function listed(kindWord: string | undefined, list: string | undefined, math: string[], wantedWord: string | undefined): { known: Known; wanted: number } | null {
  const terms = termsOf(list ?? '', math);
  const wanted = ordinal(wantedWord, math);
  if (!terms || wanted === null || terms.length < 2) return null;
  const fits = (kind: Known['kind']) =>
    terms.every((term, i) => {
      if (i < 2) return true;
      const [a, b] = [(terms[0] as { value: number }).value, (terms[1] as { value: number }).value];
      return sameNumber(term.value, kind === 'arithmetic' ? a + i * (b - a) : a * (b / a) ** i);
    });
  let kind = kindWord as Known['kind'] | undefined;
  if (!kind) {
    if (terms.length < 4) return null;
    kind = fits('arithmetic') ? 'arithmetic' : fits('geometric') ? 'geometric' : undefined;
  }
  if (!kind || !fits(kind) || (kind === 'geometric' && terms.some((term) => term.value === 0))) return null;
  return { known: { kind, terms: terms.map((term, i) => ({ ...term, at: i + 1 })) }, wanted };
}

function given(kindWord: string | undefined, first: Array<string | undefined>, second: Array<string | undefined>, wantedWord: string | undefined, math: string[]): { known: Known; wanted: number } | null {
  const terms = [first, second].map(([position, value]) => {
    const at = ordinal(position, math);
    const term = value === undefined ? null : readTerm(value.startsWith('M') ? (math[Number(value.slice(1))] ?? '') : value);
    return at === null || !term ? null : { ...term, at };
  });
  const wanted = ordinal(wantedWord, math);
  if (terms.some((term) => term === null) || wanted === null || terms[0]?.at === terms[1]?.at) return null;
  return { known: { kind: kindWord as Known['kind'], terms: terms as Known['terms'] }, wanted };
}

const text = (node: MathNode) => `(${node.toString()})`;

function termProblem(known: Known, wanted: number, source: string): CompetitionProblem | null {
  if (wanted < 1 || wanted > 10_000) return null;
  const [p, q] = known.terms as [Known['terms'][number], Known['terms'][number]];
  if (known.kind === 'arithmetic') {
    const difference = `((${text(q.node)} - ${text(p.node)}) / ${q.at - p.at})`;
    const asked = parseMath(`${text(p.node)} + ${wanted - p.at} * ${difference}`);
    const step = (q.value - p.value) / (q.at - p.at);
    return {
      conditions: [],
      asked: [asked],
      combine: 'agree',
      source,
      explain: { rule: 'Find the common difference', explanation: `Each term adds the same number d = (${formatted(q)} − ${formatted(p)}) / (${q.at} − ${p.at}); term ${wanted} = term ${p.at} + ${wanted - p.at}·d.` },
      check: ([value]) => value !== undefined && known.terms.every((term) => sameNumber(walk(p.value, p.at, term.at, (v) => v + step, (v) => v - step), term.value)) && sameNumber(walk(p.value, p.at, wanted, (v) => v + step, (v) => v - step), value),
    };
  }
  if (p.value === 0 || q.value === 0) return null;
  const ratios = realRatios(q.value / p.value, q.at - p.at);
  if (!ratios || ratios.length === 0) return null;
  const answers = ratios.map((ratio) => p.value * ratio.value ** (wanted - p.at));
  // r and −r both fit when the terms are an even number of places apart: refuse unless both give the same answer.
  if (!answers.every((answer) => sameNumber(answer, answers[0] as number))) return null;
  const ratio = ratios[0] as { text: string; value: number };
  const asked = parseMath(`${text(p.node)} * ${ratio.text}^(${wanted - p.at})`);
  return {
    conditions: [],
    asked: [asked],
    combine: 'agree',
    source,
    explain: { rule: 'Find the common ratio', explanation: `Each term is the one before times the same number r = ${ratio.text.replace(/^\((.*)\)$/u, '$1')}; term ${wanted} = term ${p.at} · r^${wanted - p.at}.` },
    check: ([value]) =>
      value !== undefined &&
      known.terms.every((term) => sameNumber(walk(p.value, p.at, term.at, (v) => v * ratio.value, (v) => v / ratio.value), term.value)) &&
      sameNumber(walk(p.value, p.at, wanted, (v) => v * ratio.value, (v) => v / ratio.value), value),
  };
}

function formatted(term: { node: MathNode }): string {
  return term.node.toString();
}

/** The real numbers r with r^k = quotient, each a fraction; null when one is not. */
function realRatios(quotient: number, k: number): Array<{ text: string; value: number }> | null {
  const steps = Math.abs(k);
  if (steps === 0) return null;
  const magnitude = Math.abs(quotient) ** (1 / steps);
  let values: number[];
  if (steps % 2 === 1) values = [Math.sign(quotient) * magnitude];
  else if (quotient > 0) values = [magnitude, -magnitude];
  else return [];
  const ratios: Array<{ text: string; value: number }> = [];
  for (const raw of values) {
    const value = k > 0 ? raw : 1 / raw;
    const exact = fractionText(value, 1000);
    if (!exact) return null;
    const exactValue = numericValue(parseMath(exact)) as number;
    if (!sameNumber(exactValue ** k, quotient)) return null;
    ratios.push({ text: exact, value: exactValue });
  }
  return ratios;
}

/** The sequence built one term at a time, from position `from` to `to`. */
function walk(start: number, from: number, to: number, next: (v: number) => number, previous: (v: number) => number): number {
  let value = start;
  for (let at = from; at < to; at += 1) value = next(value);
  for (let at = from; at > to; at -= 1) value = previous(value);
  return value;
}
