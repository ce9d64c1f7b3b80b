import { fraction, parse, type Fraction } from 'mathjs';
import type { CompetitionProblem } from './competition-problem';
import { numericValue } from './numeric-value';

// A sum written out with dots: "1 + 2 + 4 + ⋯ + 1024", "(−39) + (−37) + ⋯ + (−1)", "5/6 − 4/9 + 32/135 − …".
// The terms before the dots (three at least, or two with two after them) must all follow one rule — the same
// difference (arithmetic) or the same ratio (geometric); the last term then fixes how many terms there are,
// and the sum is worked out exactly, once by the formula and once term by term, which must agree. With nothing
// after the dots the series is infinite: only a geometric one with |r| < 1 has a sum. Any other pattern is refused.

const DOTS = /\\(?:c|l)?dots(?:m|b|c)?/u;
// Only asking words around the one piece of math: "What is the sum of M0", "Evaluate the infinite geometric series: M0".
const ASK_WORDS = new Set(['what', 'is', 'the', 'sum', 'of', 'find', 'compute', 'calculate', 'evaluate', 'value', 'infinite', 'geometric', 'arithmetic', 'series', 'compute:', 'sum:', 'series:', 'evaluate:']);
const MAX_TERMS = 100_000;

/** "a + b - c" at the top level of brackets, as signed terms; null when a term cannot be worked out. */
function readTerms(text: string): Fraction[] | null {
  const terms: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '{' || char === '[') depth += 1;
    if (char === ')' || char === '}' || char === ']') depth -= 1;
    if (depth === 0 && (char === '+' || char === '-') && current.trim() !== '' && !/[*/^]\s*$/u.test(current)) {
      terms.push(current);
      current = char === '-' ? '-' : '';
      continue;
    }
    current += char;
  }
  if (current.trim() !== '' && current.trim() !== '-') terms.push(current);
  const values: Fraction[] = [];
  for (const term of terms) {
    let value: number | null;
    try {
      value = numericValue(parse(term.replace(/\{/gu, '(').replace(/\}/gu, ')')));
    } catch {
      return null;
    }
    if (value === null) return null;
    const ratio = fraction(value);
    if (Number(ratio.d) > 1_000_000 || Math.abs(Number(ratio.s * ratio.n) / Number(ratio.d) - value) > 1e-12 * Math.max(1, Math.abs(value))) return null;
    values.push(ratio);
  }
  return values;
}

function steps(list: Fraction[], how: (a: Fraction, b: Fraction) => Fraction): Fraction[] {
  return list.slice(1).map((term, i) => how(list[i] as Fraction, term));
}

const allEqual = (list: Fraction[], to: Fraction) => list.every((value) => value.equals(to));
const text = (value: Fraction) => (Number(value.d) === 1 ? String(Number(value.s * value.n)) : `${Number(value.s * value.n)}/${Number(value.d)}`);

interface Summed {
  sum: Fraction;
  rule: string;
  explanation: string;
}

function finiteSum(before: Fraction[], after: Fraction[]): Summed | null {
  const first = before[0] as Fraction;
  const last = after[after.length - 1] as Fraction;
  const known = before.length + after.length;
  if (before.length < 2 || (before.length < 3 && after.length < 2)) return null;
  const difference = (before[1] as Fraction).sub(first);
  const differences = [...steps(before, (a, b) => b.sub(a)), ...steps(after, (a, b) => b.sub(a))];
  if (!difference.equals(0) && allEqual(differences, difference)) {
    const count = last.sub(first).div(difference).add(1);
    if (Number(count.d) !== 1 || Number(count.n) < known || Number(count.s) < 0 || Number(count.n) > MAX_TERMS) return null;
    const n = Number(count.n);
    const sum = first.add(last).mul(n).div(2);
    let direct = fraction(0);
    for (let k = 0; k < n; k += 1) direct = direct.add(first.add(difference.mul(k)));
    if (!direct.equals(sum)) return null;
    return { sum, rule: 'Sum of an arithmetic series', explanation: `The terms go up by ${text(difference)} each time, from ${text(first)} to ${text(last)}: ${n} terms, so the sum is ${n} × (${text(first)} + ${text(last)}) / 2.` };
  }
  if (first.equals(0)) return null;
  const ratio = (before[1] as Fraction).div(first);
  const ratios = [...steps(before, (a, b) => (a.equals(0) ? fraction(0) : b.div(a))), ...steps(after, (a, b) => (a.equals(0) ? fraction(0) : b.div(a)))];
  if (before.length < 3 || ratio.equals(1) || ratio.equals(0) || !allEqual(ratios, ratio)) return null;
  let term = first;
  let direct = first;
  for (let n = 1; n <= 2000; n += 1) {
    if (term.equals(last)) {
      if (n < known) return null;
      const sum = first.mul(fraction(1).sub(ratio.pow(n))).div(fraction(1).sub(ratio));
      if (!direct.equals(sum)) return null;
      return { sum, rule: 'Sum of a geometric series', explanation: `Each term is ${text(ratio)} times the one before, from ${text(first)} to ${text(last)}: ${n} terms, so the sum is ${text(first)} × (1 − (${text(ratio)})^${n}) / (1 − ${text(ratio)}).` };
    }
    term = term.mul(ratio);
    direct = direct.add(term);
  }
  return null;
}

function infiniteSum(before: Fraction[]): Summed | null {
  const first = before[0] as Fraction;
  if (before.length < 3 || first.equals(0)) return null;
  const ratio = (before[1] as Fraction).div(first);
  if (!allEqual(steps(before, (a, b) => (a.equals(0) ? fraction(0) : b.div(a))), ratio) || ratio.abs().compare(1) >= 0 || ratio.equals(0)) return null;
  const sum = first.div(fraction(1).sub(ratio));
  // The partial sums must close in on it.
  let partial = 0;
  let term = first.valueOf();
  for (let k = 0; k < 400; k += 1) {
    partial += term;
    term *= ratio.valueOf();
  }
  if (Math.abs(partial - sum.valueOf()) > 1e-9 * Math.max(1, Math.abs(sum.valueOf()))) return null;
  return { sum, rule: 'Sum of an infinite geometric series', explanation: `Each term is ${text(ratio)} times the one before, and |${text(ratio)}| < 1, so the sum is ${text(first)} / (1 − ${text(ratio)}).` };
}

/** A written-out series asked for its sum; null for anything else. */
export function readSeriesQuestion(skeleton: string, math: string[], source: string): CompetitionProblem | null {
  const words = skeleton.split(' ');
  const marks = words.filter((word) => /^M\d+:?$/u.test(word));
  if (marks.length !== 1 || !words.every((word) => /^M\d+:?$/u.test(word) || ASK_WORDS.has(word))) return null;
  if (!words.some((word) => /^(?:sum|series|sum:|series:|compute|compute:|calculate|evaluate|evaluate:)$/u.test(word))) return null;
  const piece = math[Number((marks[0] as string).replace(/\D/gu, ''))];
  if (piece === undefined || !DOTS.test(piece) || /[a-zA-Z]/u.test(piece.replace(DOTS, ''))) return null;
  const [beforeText, afterText, extra] = piece.split(DOTS);
  if (extra !== undefined || beforeText === undefined) return null;
  const before = readTerms(beforeText.replace(/[+-]\s*$/u, ''));
  const afterClean = (afterText ?? '').trim();
  const after = afterClean === '' ? [] : readTerms(afterClean.replace(/^\+/u, ''));
  if (!before || !after) return null;
  const summed = after.length === 0 ? infiniteSum(before) : finiteSum(before, after);
  if (!summed) return null;
  return { conditions: [], asked: [parse(text(summed.sum))], combine: 'agree', source, explain: { rule: summed.rule, explanation: summed.explanation } };
}
