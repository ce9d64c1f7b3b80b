import { fraction, parse, type Fraction, type MathNode } from 'mathjs';
import { freeSymbols, parseMath } from '../math-text';
import type { CompetitionProblem } from './competition-problem';
import { numericValue } from './numeric-value';

// Questions about a polynomial in one letter with number coefficients: a coefficient "when … is simplified" or
// "in the expansion of the product", the leading coefficient, the sum of the coefficients (or of their
// squares), the degree. The polynomial is multiplied out exactly, in fractions, by our own arithmetic, then
// checked against the expression as typed at three points (mathjs evaluates those on its own route).

const M = 'M(\\d+)';
const MAX_POWER = 60;

type Polynomial = Fraction[];

function trim(p: Polynomial): Polynomial {
  const out = [...p];
  while (out.length > 1 && (out[out.length - 1] as Fraction).equals(0)) out.pop();
  return out;
}

function add(a: Polynomial, b: Polynomial, sign = 1): Polynomial {
  const out: Polynomial = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) out.push((a[i] ?? fraction(0)).add((b[i] ?? fraction(0)).mul(sign)));
  return trim(out);
}

function times(a: Polynomial, b: Polynomial): Polynomial | null {
  if (a.length + b.length - 2 > MAX_POWER) return null;
  const out: Polynomial = Array.from({ length: a.length + b.length - 1 }, () => fraction(0));
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = (out[i + j] as Fraction).add(x.mul(y)))));
  return trim(out);
}

/** The coefficients of a polynomial in `letter` (index = power); null for anything that is not one. */
function expand(node: MathNode, letter: string): Polynomial | null {
  const n = node as unknown as { type: string; value?: unknown; name?: string; op?: string; fn?: string; args?: MathNode[]; content?: MathNode };
  if (n.type === 'ParenthesisNode' && n.content) return expand(n.content, letter);
  if (n.type === 'ConstantNode' && typeof n.value === 'number' && Number.isFinite(n.value)) return [fraction(n.value)];
  if (n.type === 'SymbolNode') return n.name === letter ? [fraction(0), fraction(1)] : null;
  if (n.type !== 'OperatorNode' || !n.args) return null;
  const parts = n.args.map((arg) => expand(arg, letter));
  if (parts.some((part) => part === null)) return null;
  const [a, b] = parts as [Polynomial, Polynomial | undefined];
  if (n.fn === 'unaryMinus') return a.map((c) => c.neg());
  if (n.fn === 'unaryPlus') return a;
  if (!b) return null;
  if (n.op === '+') return add(a, b);
  if (n.op === '-') return add(a, b, -1);
  if (n.op === '*') return times(a, b);
  if (n.op === '/' && b.length === 1 && !(b[0] as Fraction).equals(0)) return a.map((c) => c.div(b[0] as Fraction));
  if (n.op === '^' && b.length === 1 && Number((b[0] as Fraction).d) === 1 && Number((b[0] as Fraction).s) >= 0 && Number((b[0] as Fraction).n) <= MAX_POWER) {
    let power: Polynomial | null = [fraction(1)];
    for (let k = 0; k < Number((b[0] as Fraction).n) && power; k += 1) power = times(power, a);
    return power;
  }
  return null;
}

/** The expression's polynomial, confirmed at three points against mathjs's own value of the expression. */
function readPolynomial(text: string | undefined): { coefficients: Polynomial; letter: string } | null {
  if (text === undefined || /[=<>]/u.test(text)) return null;
  const node = parseMath(text);
  const letters = freeSymbols(node);
  if (letters.length !== 1) return null;
  const letter = letters[0] as string;
  const coefficients = expand(node, letter);
  if (!coefficients) return null;
  for (const x of [0.7, -1.3, 2.1]) {
    const typed = numericValue(node.transform((child) => ((child as unknown as { name?: string }).name === letter && child.type === 'SymbolNode' ? parse(`(${x})`) : child)));
    const ours = coefficients.reduce((sum, c, i) => sum + c.valueOf() * x ** i, 0);
    if (typed === null || Math.abs(typed - ours) > 1e-9 * Math.max(1, Math.abs(typed))) return null;
  }
  return { coefficients, letter };
}

const text = (value: Fraction) => (Number(value.d) === 1 ? String(Number(value.s * value.n)) : `${Number(value.s * value.n)}/${Number(value.d)}`);

/** The power asked for: "x^2" → 2, "x" → 1, in the polynomial's own letter. */
function powerOf(asked: string | undefined, letter: string): number | null {
  const match = new RegExp(`^\\s*${letter}\\s*(?:\\^\\s*\\{?\\s*(\\d+)\\s*\\}?)?\\s*$`, 'u').exec(asked ?? '');
  return match ? Number(match[1] ?? '1') : null;
}

function answer(value: string, source: string, rule: string, explanation: string): CompetitionProblem {
  return { conditions: [], asked: [parse(value)], combine: 'agree', source, explain: { rule, explanation } };
}

function shown(p: Polynomial, letter: string): string {
  const terms = p.map((c, i) => ({ c, i })).filter(({ c }) => !c.equals(0)).reverse();
  return terms.map(({ c, i }) => `${text(c)}${i === 0 ? '' : i === 1 ? letter : `${letter}^${i}`}`).join(' + ').replace(/\+ -/gu, '- ') || '0';
}

function coefficientQuestion(polynomialText: string | undefined, askedText: string | undefined, source: string): CompetitionProblem | null {
  const read = readPolynomial(polynomialText);
  if (!read) return null;
  const power = powerOf(askedText, read.letter);
  if (power === null) return null;
  const value = read.coefficients[power] ?? fraction(0);
  return answer(text(value), source, 'Multiply out and collect like terms', `The polynomial is ${shown(read.coefficients, read.letter)}; the coefficient of ${read.letter}^${power} is ${text(value)}.`);
}

interface PolynomialForm {
  pattern: RegExp;
  read: (m: RegExpExecArray, math: string[], source: string) => CompetitionProblem | null;
}

const COEFFICIENT = `(?:find|what is) the coefficient of (?:the )?${M}(?: term)?`;

const FORMS: PolynomialForm[] = [
  { pattern: new RegExp(`^${COEFFICIENT} when ${M} is (?:simplified|expanded|fully simplified)$`, 'u'), read: (m, math, source) => coefficientQuestion(math[Number(m[2])], math[Number(m[1])], source) },
  { pattern: new RegExp(`^${COEFFICIENT} in the expansion of (?:the product )?${M}$`, 'u'), read: (m, math, source) => coefficientQuestion(math[Number(m[2])], math[Number(m[1])], source) },
  {
    pattern: new RegExp(`^${COEFFICIENT} when ${M} is multiplied by ${M} and the like terms are combined$`, 'u'),
    read: (m, math, source) => coefficientQuestion(`(${math[Number(m[2])] ?? ''}) * (${math[Number(m[3])] ?? ''})`, math[Number(m[1])], source),
  },
  {
    pattern: new RegExp(`^find the leading coefficient (?:in|of) the polynomial ${M}(?: after it is simplified| when it is simplified)?$`, 'u'),
    read: (m, math, source) => {
      const read = readPolynomial(math[Number(m[1])]);
      if (!read || read.coefficients.length < 2) return null;
      const lead = read.coefficients[read.coefficients.length - 1] as Fraction;
      return answer(text(lead), source, 'Multiply out and collect like terms', `The polynomial is ${shown(read.coefficients, read.letter)}; its leading coefficient is ${text(lead)}.`);
    },
  },
  {
    pattern: new RegExp(`^(?:find|what is) the sum of the (squares of the )?coefficients (?:in|of) (?:the polynomial )?${M}(?: when it is fully simplified| when it is simplified)?$`, 'u'),
    read: (m, math, source) => {
      const read = readPolynomial(math[Number(m[2])]);
      if (!read) return null;
      const squares = Boolean(m[1]);
      const sum = read.coefficients.reduce((all, c) => all.add(squares ? c.mul(c) : c), fraction(0));
      return answer(text(sum), source, 'Multiply out and collect like terms', `The polynomial is ${shown(read.coefficients, read.letter)}; the sum of its coefficients${squares ? "' squares" : ''} is ${text(sum)}.`);
    },
  },
  {
    pattern: new RegExp(`^(?:what is the degree of the polynomial ${M}|when the expression ${M} is expanded, what is the degree of the resulting polynomial)$`, 'u'),
    read: (m, math, source) => {
      const read = readPolynomial(math[Number(m[1] ?? m[2])]);
      if (!read) return null;
      const degree = read.coefficients.length - 1;
      return answer(String(degree), source, 'Multiply out and collect like terms', `The polynomial is ${shown(read.coefficients, read.letter)}; its highest power of ${read.letter} is ${degree}.`);
    },
  },
];

/** A question about one polynomial's coefficients or degree; null for anything else. */
export function readPolynomialQuestion(skeleton: string, math: string[], source: string): CompetitionProblem | null {
  for (const form of FORMS) {
    const match = form.pattern.exec(skeleton);
    if (match) return form.read(match, math, source);
  }
  return null;
}
