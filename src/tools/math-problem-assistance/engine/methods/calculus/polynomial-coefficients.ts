import type { MathNode } from 'mathjs';
import { add, mul, numberNode, num, pow, sub } from './calculus-nodes';
import { symbolNode } from '../../nodes/build-nodes';
import { factorOverRationals } from '../equations/factor-polynomial';
import type { Polynomial } from '../equations/polynomial';

/**
 * Calculus works on the equations' exact polynomial (methods/equations/polynomial.ts: read, added,
 * multiplied and divided exactly); what is here is only what calculus does with one: write it out in
 * its own node style, evaluate it at a float point, and find its rational roots as numbers.
 */

/** The value at a float point (limits and partial fractions sample points, not exact values). */
export function evaluateAt(p: Polynomial, t: number): number {
  return p.reduceRight((acc, c) => acc * t + c.valueOf(), 0);
}

/** The polynomial written out, highest power first: 2x^2 - 3x + 1. */
export function fromPolynomial(p: Polynomial, v: string): MathNode {
  let result: MathNode = num(0);
  for (let i = p.length - 1; i >= 0; i--) {
    const c = p[i]!.valueOf();
    if (Math.abs(c) < 1e-12) continue;
    const power = i === 0 ? num(1) : i === 1 ? symbolNode(v) : pow(symbolNode(v), num(i));
    const term = i === 0 ? numberNode(Math.abs(c)) : mul(numberNode(Math.abs(c)), power);
    result = c < 0 ? sub(result, term) : add(result, term);
  }
  return result;
}

/** The rational roots with their multiplicities, by the equations' rational root theorem. */
export function rationalRoots(p: Polynomial): Array<{ root: number; multiplicity: number }> {
  const factored = factorOverRationals(p);
  return factored ? factored.roots.map(({ root, multiplicity }) => ({ root: root.valueOf(), multiplicity })) : [];
}
