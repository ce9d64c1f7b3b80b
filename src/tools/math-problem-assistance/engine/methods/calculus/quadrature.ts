import type { MathNode } from 'mathjs';
import { evaluateNode, isFiniteValue } from './numeric-check';

/** Gauss–Legendre nodes and weights on [-1, 1], five points (exact for polynomials up to degree 9). */
const NODES = [0, -0.5384693101056831, 0.5384693101056831, -0.906179845938664, 0.906179845938664];
const WEIGHTS = [0.5688888888888889, 0.47862867049936647, 0.47862867049936647, 0.23692688505618908, 0.23692688505618908];

function gauss(f: (t: number) => number, a: number, b: number, panels: number): number {
  const h = (b - a) / panels;
  let total = 0;
  for (let p = 0; p < panels; p++) {
    const mid = a + (p + 0.5) * h;
    for (let k = 0; k < NODES.length; k++) total += WEIGHTS[k]! * f(mid + (NODES[k]! * h) / 2);
  }
  return (total * h) / 2;
}

/**
 * ∫_a^b of the integrand, numerically, to check a definite integral's exact answer. Null when the
 * bounds are not finite numbers or the value does not settle (a singularity): no check is better
 * than a wrong one.
 */
export function definiteIntegralValue(integrand: MathNode, lower: MathNode, upper: MathNode, variable: string): number | null {
  const a = evaluateNode(lower, {});
  const b = evaluateNode(upper, {});
  if (!isFiniteValue(a) || !isFiniteValue(b) || a.im !== 0 || b.im !== 0) return null;
  let compiled: ReturnType<MathNode['compile']>;
  try {
    compiled = integrand.compile();
  } catch {
    return null;
  }
  let bad = false;
  const f = (t: number): number => {
    try {
      const v = compiled.evaluate({ [variable]: t }) as unknown;
      const n = typeof v === 'number' ? v : Number.NaN;
      if (!Number.isFinite(n)) bad = true;
      return n;
    } catch {
      bad = true;
      return Number.NaN;
    }
  };
  // x = a + (b - a)(3s^2 - 2s^3) flattens the ends, so √x or 1/√x at a bound still converges fast.
  const [lo, width] = [a.re, b.re - a.re];
  const g = (s: number): number => f(lo + width * (3 * s * s - 2 * s * s * s)) * width * 6 * s * (1 - s);
  const coarse = gauss(g, 0, 1, 64);
  const fine = gauss(g, 0, 1, 256);
  if (bad || !Number.isFinite(fine)) return null;
  return Math.abs(coarse - fine) <= 1e-8 * Math.max(1, Math.abs(fine)) ? fine : null;
}
