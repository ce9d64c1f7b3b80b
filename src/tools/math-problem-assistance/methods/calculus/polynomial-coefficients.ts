import type { MathNode } from 'mathjs';
import { fraction, mul, num, pow, sub, add } from './calculus-nodes';
import { symbolNode } from '../../nodes/build-nodes';
import { toPolynomial as readPolynomial } from '../equations/polynomial';
import { divisors, gcdOfNumbers } from '../../numbers/whole-numbers';

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

/** The rational roots with their multiplicities (rational root theorem, then deflation). */
export function rationalRoots(p: Poly): Array<{ root: number; multiplicity: number }> {
  let rest = trim(p);
  const roots: Array<{ root: number; multiplicity: number }> = [];
  const fractions = rest.map((c) => rational(c));
  if (fractions.some((f) => !f)) return [];
  const lcm = (fractions as Array<[number, number]>).reduce((acc, [, q]) => (acc * q) / gcdOfNumbers(acc, q), 1);
  const ints = rest.map((c) => Math.round(c * lcm));
  while (degree(rest) >= 1 && Math.abs(rest[0]!) < 1e-12) {
    addRoot(roots, 0);
    rest = rest.slice(1);
  }
  const lead = Math.abs(ints[ints.length - 1]!);
  const constant = Math.abs(ints.find((c) => c !== 0) ?? 0);
  const candidates = new Set<number>();
  for (const a of divisorsOf(constant)) for (const b of divisorsOf(lead)) for (const s of [1, -1]) candidates.add((s * a) / b);
  for (const r of [...candidates].sort((a, b) => Math.abs(a) - Math.abs(b) || b - a)) {
    while (degree(rest) >= 1 && Math.abs(evaluatePoly(rest, r)) < 1e-9 * Math.max(1, ...rest.map(Math.abs))) {
      addRoot(roots, r);
      rest = dividePoly(rest, [-r, 1]).quotient;
    }
  }
  return roots;
}

function addRoot(roots: Array<{ root: number; multiplicity: number }>, r: number): void {
  const same = roots.find((x) => x.root === r);
  if (same) same.multiplicity++;
  else roots.push({ root: r, multiplicity: 1 });
}

function divisorsOf(n: number): number[] {
  if (n === 0 || n > 1e6) return [1];
  return divisors(BigInt(n)).map(Number);
}
