import { fraction, type Fraction, type MathNode } from 'mathjs';
import { gcdInt, lcmInt } from '../../numbers/whole-numbers';

/**
 * A polynomial in one variable with exact rational coefficients: `coefficients[k]` multiplies x^k.
 * Exact fractions (never floats) so that `x = -3/28` stays `-3/28` and a zero coefficient is really zero.
 */
export type Polynomial = Fraction[];

export const ZERO = fraction(0);
export const ONE = fraction(1);

/** Highest power that stays readable as a step; beyond it expansion is not a student's step anyway. */
const MAX_EXPANDED_DEGREE = 12;

export function trimPolynomial(p: Polynomial): Polynomial {
  const out = [...p];
  while (out.length > 0 && out[out.length - 1]!.equals(0)) out.pop();
  return out;
}

export function constantPolynomial(c: Fraction): Polynomial {
  return trimPolynomial([c]);
}

/** -1 for the zero polynomial, so "degree < 1" means "no variable". */
export function degreeOf(p: Polynomial): number {
  return trimPolynomial(p).length - 1;
}

export function coefficientOf(p: Polynomial, k: number): Fraction {
  return p[k] ?? ZERO;
}

export function addPolynomials(a: Polynomial, b: Polynomial): Polynomial {
  const n = Math.max(a.length, b.length);
  const out: Fraction[] = [];
  for (let k = 0; k < n; k++) out.push(coefficientOf(a, k).add(coefficientOf(b, k)));
  return trimPolynomial(out);
}

export function scalePolynomial(p: Polynomial, c: Fraction): Polynomial {
  return trimPolynomial(p.map((x) => x.mul(c)));
}

export function subtractPolynomials(a: Polynomial, b: Polynomial): Polynomial {
  return addPolynomials(a, scalePolynomial(b, fraction(-1)));
}

export function multiplyPolynomials(a: Polynomial, b: Polynomial): Polynomial {
  if (a.length === 0 || b.length === 0) return [];
  const out: Fraction[] = Array.from({ length: a.length + b.length - 1 }, () => ZERO);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = out[i + j]!.add(x.mul(y)))));
  return trimPolynomial(out);
}

export function powerOfPolynomial(p: Polynomial, n: number): Polynomial {
  let out: Polynomial = [ONE];
  for (let k = 0; k < n; k++) out = multiplyPolynomials(out, p);
  return out;
}

export function isZeroPolynomial(p: Polynomial): boolean {
  return trimPolynomial(p).length === 0;
}

export function polynomialsEqual(a: Polynomial, b: Polynomial): boolean {
  return isZeroPolynomial(subtractPolynomials(a, b));
}

/** Long division over the rationals: a = q·b + r with deg r < deg b. */
export function dividePolynomials(a: Polynomial, b: Polynomial): { quotient: Polynomial; remainder: Polynomial } {
  const divisor = trimPolynomial(b);
  if (divisor.length === 0) throw new Error('Division by the zero polynomial');
  let remainder = trimPolynomial(a);
  const quotient: Fraction[] = Array.from({ length: Math.max(remainder.length - divisor.length + 1, 0) }, () => ZERO);
  const lead = divisor[divisor.length - 1]!;
  while (remainder.length >= divisor.length) {
    const shift = remainder.length - divisor.length;
    const factor = remainder[remainder.length - 1]!.div(lead);
    quotient[shift] = factor;
    const term: Polynomial = Array.from({ length: shift + 1 }, (_, k) => (k === shift ? factor : ZERO));
    remainder = subtractPolynomials(remainder, multiplyPolynomials(term, divisor));
  }
  return { quotient: trimPolynomial(quotient), remainder };
}

/** Monic greatest common divisor (Euclid over the rationals). */
export function gcdOfPolynomials(a: Polynomial, b: Polynomial): Polynomial {
  let x = trimPolynomial(a);
  let y = trimPolynomial(b);
  while (y.length > 0) {
    const { remainder } = dividePolynomials(x, y);
    x = y;
    y = remainder;
  }
  if (x.length === 0) return [];
  return scalePolynomial(x, ONE.div(x[x.length - 1]!));
}

export function evaluatePolynomial(p: Polynomial, x: Fraction): Fraction {
  let out = ZERO;
  for (let k = p.length - 1; k >= 0; k--) out = out.mul(x).add(p[k]!);
  return out;
}

/** The least common multiple of the coefficients' denominators: multiplying by it clears every fraction. */
export function denominatorLcm(p: Polynomial): bigint {
  return p.reduce((acc, c) => lcmInt(acc, c.d), 1n);
}

/**
 * `p = content · primitive` with `primitive` having coprime integer coefficients and a positive
 * leading coefficient; how a student writes `4x + 6` as `2(2x + 3)`.
 */
export function splitContent(p: Polynomial): { content: Fraction; primitive: Polynomial } {
  const q = trimPolynomial(p);
  if (q.length === 0) return { content: ZERO, primitive: [] };
  const den = denominatorLcm(q);
  const ints = q.map((c) => (c.s * c.n * den) / c.d);
  let g = 0n;
  for (const v of ints) g = gcdInt(g, v);
  const sign = ints[ints.length - 1]! < 0n ? -1n : 1n;
  const content = fraction(sign * g, den);
  return { content, primitive: scalePolynomial(q, ONE.div(content)) };
}

/** A decimal written by the student becomes its exact fraction (4.36 → 109/25), never a float. */
export function exactNumber(value: unknown): Fraction | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return fraction(String(value).includes('e') ? value : String(value));
  }
  if (typeof value === 'bigint') return fraction(value);
  return null;
}

interface NodeLike {
  type: string;
  op?: string;
  fn?: string | { name?: string };
  args?: MathNode[];
  content?: MathNode;
  name?: string;
  value?: unknown;
}

/** A polynomial in `variable` with rational coefficients, or null when the node is anything else. */
export function toPolynomial(node: MathNode, variable: string, maxDegree = MAX_EXPANDED_DEGREE): Polynomial | null {
  const n = node as unknown as NodeLike;
  switch (n.type) {
    case 'ConstantNode': {
      const c = exactNumber(n.value);
      return c ? constantPolynomial(c) : null;
    }
    case 'SymbolNode':
      return n.name === variable ? [ZERO, ONE] : null;
    case 'ParenthesisNode':
      return n.content ? toPolynomial(n.content, variable, maxDegree) : null;
    case 'OperatorNode': {
      const args = n.args ?? [];
      const parts = args.map((a) => toPolynomial(a, variable, maxDegree));
      if (parts.some((p) => p === null)) {
        // x^k with a non-polynomial base is still not a polynomial; nothing else to try.
        return null;
      }
      const [a, b] = parts as Polynomial[];
      if (n.fn === 'unaryMinus' && a) return scalePolynomial(a, fraction(-1));
      if (n.fn === 'unaryPlus' && a) return a;
      if (n.fn === 'add' && a && b) return addPolynomials(a, b);
      if (n.fn === 'subtract' && a && b) return subtractPolynomials(a, b);
      if (n.fn === 'multiply' && a && b) return multiplyPolynomials(a, b);
      if (n.fn === 'divide' && a && b) {
        if (degreeOf(b) < 0) return null;
        if (degreeOf(b) === 0) return scalePolynomial(a, ONE.div(b[0]!));
        // x³/x: a monomial divisor that divides exactly still gives a polynomial (x = 0 is checked
        // against the original equation by the methods).
        if (b.filter((c) => !c.equals(0)).length !== 1) return null;
        const { quotient, remainder } = dividePolynomials(a, b);
        return isZeroPolynomial(remainder) ? quotient : null;
      }
      if (n.fn === 'pow' && a && b) {
        if (degreeOf(b) > 0) return null;
        const e = b[0] ?? ZERO;
        if (e.d !== 1n || e.s < 0n) return null;
        const k = Number(e.n);
        if (k * Math.max(degreeOf(a), 1) > maxDegree) return null;
        return powerOfPolynomial(a, k);
      }
      return null;
    }
    default:
      return null;
  }
}

/** True when `variable` appears anywhere in the node. */
export function containsVariable(node: MathNode, variable: string): boolean {
  let found = false;
  node.traverse((child) => {
    const c = child as unknown as NodeLike;
    if (c.type === 'SymbolNode' && c.name === variable) found = true;
  });
  return found;
}
