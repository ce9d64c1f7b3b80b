import { fraction as exactFraction, type MathNode } from 'mathjs';
import { fraction, mul, num, pow, sub, add } from './calculus-nodes';
import { symbolNode } from '../../nodes/build-nodes';
import { factorOverRationals } from '../equations/factor-polynomial';
import { toPolynomial as readPolynomial } from '../equations/polynomial';

/**
 * Polynomials in one letter with numeric coefficients, as arrays (index = power). Enough for
 * partial fractions and limits of rational functions; coefficients are floats that are read back
 * as simple fractions when written out.
 */
export type Poly = number[];

/**
 * The polynomial a node is in v, read exactly by the equations' reader (methods/equations/polynomial.ts)
 * and written out as floats for the arithmetic here; null when the node is not a polynomial in v.
 */
export function toPolynomial(node: MathNode, v: string): Poly | null {
  const exact = readPolynomial(node, v);
  return exact && (exact.length ? exact.map((c) => c.valueOf()) : [0]);
}

export function trim(p: Poly): Poly {
  const out = [...p];
  while (out.length > 1 && Math.abs(out[out.length - 1]!) < 1e-12) out.pop();
  return out;
}

export function degree(p: Poly): number {
  const t = trim(p);
  return t.length === 1 && Math.abs(t[0]!) < 1e-12 ? -Infinity : t.length - 1;
}

export function plus(a: Poly, b: Poly): Poly {
  return trim(Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0)));
}

export function scale(a: Poly, k: number): Poly {
  return trim(a.map((c) => c * k));
}

export function times(a: Poly, b: Poly): Poly {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j]! += x * y)));
  return trim(out);
}

export function evaluatePoly(p: Poly, t: number): number {
  return p.reduceRight((acc, c) => acc * t + c, 0);
}

/** Long division: n = q·d + r with deg r < deg d. */
export function dividePoly(n: Poly, d: Poly): { quotient: Poly; remainder: Poly } {
  let r = trim(n);
  const dd = trim(d);
  const q = new Array<number>(Math.max(1, r.length - dd.length + 1)).fill(0);
  while (degree(r) >= degree(dd) && degree(r) >= 0) {
    const shift = r.length - dd.length;
    const k = r[r.length - 1]! / dd[dd.length - 1]!;
    q[shift] = k;
    r = trim(plus(r, scale([...new Array<number>(shift).fill(0), ...dd], -k)).slice(0, r.length - 1));
  }
  return { quotient: trim(q), remainder: r };
}

/** p/q for a float that is a simple fraction. */
export function rational(value: number, maxDenominator = 1000): [number, number] | null {
  for (let q = 1; q <= maxDenominator; q++) {
    const p = Math.round(value * q);
    if (Math.abs(value * q - p) < 1e-9 * Math.max(1, Math.abs(value * q))) return [p, q];
  }
  return null;
}

export function numberNode(value: number): MathNode {
  const r = rational(value);
  return r ? fraction(r[0], r[1]) : num(value);
}

/** The polynomial written out, highest power first: 2x^2 - 3x + 1. */
export function fromPolynomial(p: Poly, v: string): MathNode {
  let result: MathNode = num(0);
  for (let i = p.length - 1; i >= 0; i--) {
    const c = p[i]!;
    if (Math.abs(c) < 1e-12) continue;
    const power = i === 0 ? num(1) : i === 1 ? symbolNode(v) : pow(symbolNode(v), num(i));
    const term = i === 0 ? numberNode(Math.abs(c)) : mul(numberNode(Math.abs(c)), power);
    result = c < 0 ? sub(result, term) : add(result, term);
  }
  return result;
}

/** The rational roots with their multiplicities, by the equations' rational root theorem (exact). */
export function rationalRoots(p: Poly): Array<{ root: number; multiplicity: number }> {
  const fractions = trim(p).map((c) => rational(c));
  if (fractions.some((f) => !f)) return [];
  const factored = factorOverRationals((fractions as Array<[number, number]>).map(([n, d]) => exactFraction(n, d)));
  return factored ? factored.roots.map(({ root, multiplicity }) => ({ root: root.valueOf(), multiplicity })) : [];
}
