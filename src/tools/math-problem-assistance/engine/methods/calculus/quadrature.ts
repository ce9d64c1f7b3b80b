import { ConstantNode, type MathNode } from 'mathjs';
import { evaluateNode } from './numeric-check';

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
  if (!a || !b || a.im !== 0 || b.im !== 0 || Number.isNaN(a.re) || Number.isNaN(b.re)) return null;
  const f = realIntegrand(integrand, variable);
  if (!f) return null;
  if (Number.isFinite(a.re) && Number.isFinite(b.re)) return settledValue(f, a.re, b.re);
  // One bound infinite (decision 0094): x = c ± s/(1 − s) maps [0, 1) onto [c, ±∞), dx = ds/(1 − s)²; a value that does
  // not settle (a divergent integral) gives null, as a singularity does.
  // Both infinite (session 44): the two halves from 0, each of which must settle.
  if (a.re === -Infinity && b.re === Infinity) {
    const down = definiteIntegralValue(integrand, lower, new ConstantNode(0), variable);
    const up = definiteIntegralValue(integrand, new ConstantNode(0), upper, variable);
    return down === null || up === null ? null : down + up;
  }
  if (Number.isFinite(a.re) === Number.isFinite(b.re)) return null;
  const [c, direction] = Number.isFinite(a.re) ? [a.re, 1] : [b.re, -1];
  // From −∞ the map runs backwards (ds and dx have opposite signs) as does the range, so the sign is the same.
  return settledValue((s) => f(c + (direction * s) / (1 - s)) / ((1 - s) * (1 - s)), 0, 1) ?? exponentialMapValue(f, c, direction);
}

/**
 * ∫ from c to ±∞ with x = c ± (e^u − 1), u in [0, 60], for integrands the first map leaves with a log at its end
 * (ln x / x²). Only when what is cut off past u = 60 is negligible: |f(x)·x| there below 10⁻¹⁰ of the value (1/x^1.1
 * is not, and gets no value).
 */
function exponentialMapValue(f: (t: number) => number, c: number, direction: number): number | null {
  const END = 60;
  const g = (u: number): number => f(c + direction * Math.expm1(u)) * Math.exp(u);
  const coarse = gauss(g, 0, END, 256);
  const fine = gauss(g, 0, END, 1024);
  if (!Number.isFinite(coarse) || !Number.isFinite(fine) || Math.abs(coarse - fine) > 1e-9 * Math.max(1, Math.abs(fine))) return null;
  const tail = Math.abs(g(END));
  return Number.isFinite(tail) && tail <= 1e-10 * Math.max(1, Math.abs(fine)) ? fine : null;
}

/** The integrand as a real function of the variable; NaN where it is not a finite real number. */
function realIntegrand(integrand: MathNode, variable: string): ((t: number) => number) | null {
  let compiled: ReturnType<MathNode['compile']>;
  try {
    compiled = integrand.compile();
  } catch {
    return null;
  }
  return (t: number): number => {
    try {
      const v = compiled.evaluate({ [variable]: t }) as unknown;
      return typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
}

/** ∫_lo^hi f on a finite range, or null when f is not finite somewhere or the value does not settle. */
function settledValue(f: (t: number) => number, low: number, high: number): number | null {
  // x = a + (b - a)(3s^2 - 2s^3) flattens the ends, so √x or 1/√x at a bound still converges fast.
  const [lo, width] = [low, high - low];
  const g = (s: number): number => f(lo + width * (3 * s * s - 2 * s * s * s)) * width * 6 * s * (1 - s);
  const coarse = gauss(g, 0, 1, 64);
  const fine = gauss(g, 0, 1, 256);
  if (!Number.isFinite(coarse) || !Number.isFinite(fine)) return null;
  return Math.abs(coarse - fine) <= 1e-8 * Math.max(1, Math.abs(fine)) ? fine : null;
}

/**
 * ∫ from `from` towards ±∞ grows without bound: the pieces over [R, 2R] (R = 1, 2, 4, …, 2^20 past the bound) all
 * have one sign and shrink by less than a fifth each time (1/x gives ln 2 each time; a convergent 1/x² halves). Returns
 * that sign, or null when the pieces say nothing clear. Only a check of a divergence the exact limit of an
 * antiderivative already found: on its own it would take 1/x^1.01 for divergent.
 */
export function divergenceSign(integrand: MathNode, from: number, direction: 1 | -1, variable: string): 1 | -1 | null {
  const f = realIntegrand(integrand, variable);
  if (!f) return null;
  const pieces: number[] = [];
  for (let k = 0; k < 20; k += 1) {
    const a = from + direction * (2 ** k - 1);
    const b = from + direction * (2 ** (k + 1) - 1);
    const [lo, hi] = direction > 0 ? [a, b] : [b, a];
    const piece = settledValue(f, lo, hi);
    if (piece === null) break;
    pieces.push(piece);
  }
  if (pieces.length < 6) return null;
  const sign = Math.sign(pieces[pieces.length - 1]!);
  if (sign === 0) return null;
  const tail = pieces.slice(2);
  for (let k = 0; k < tail.length; k += 1) {
    if (Math.sign(tail[k]!) !== sign) return null;
    if (k > 0 && Math.abs(tail[k]!) < 0.8 * Math.abs(tail[k - 1]!)) return null;
  }
  return sign as 1 | -1;
}
