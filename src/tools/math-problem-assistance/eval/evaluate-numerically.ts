import { all, create, type MathNode } from 'mathjs';
import { createSeededRandom } from '../../../domain/seeded-random';

// Numeric equivalence, the way the data set's README checked its ground truth: evaluate both sides
// at random points in (0.15, 0.85) and (1.2, 2.5), in complex arithmetic, and compare.

export const math = create(all ?? {}, {});

/** Sine integral Si(x) = ∫₀ˣ sin(t)/t dt, and cosine integral Ci(x) = γ + ln x + ∫₀ˣ (cos t − 1)/t dt (x > 0), by Simpson's rule. */
function simpson(f: (t: number) => number, a: number, b: number, n = 400): number {
  const h = (b - a) / n;
  let sum = f(a) + f(b);
  for (let k = 1; k < n; k++) sum += (k % 2 ? 4 : 2) * f(a + k * h);
  return (sum * h) / 3;
}
const EULER_GAMMA = 0.5772156649015329;
const sinOverT = (t: number) => (t === 0 ? 1 : Math.sin(t) / t);
const cosMinusOneOverT = (t: number) => (t === 0 ? 0 : (Math.cos(t) - 1) / t);

math.import(
  {
    ln: (x: unknown) => math.log(x as number),
    Si: (x: number) => simpson(sinOverT, 0, x),
    Ci: (x: number) => EULER_GAMMA + Math.log(x) + simpson(cosMinusOneOverT, 0, x),
    // nerdamer's sinc is the unnormalised sin(x)/x.
    sinc: (x: number) => sinOverT(x),
  },
  { override: true },
);

export interface ComplexValue {
  re: number;
  im: number;
}

const CONSTANTS = new Set(['e', 'pi', 'i', 'E', 'PI', 'Infinity', 'NaN']);

/** Free variables of a node (not functions, not constants). */
export function freeVariables(node: MathNode): string[] {
  const names = new Set<string>();
  node.traverse((child, path, parent) => {
    if (child.type !== 'SymbolNode') return;
    if (parent?.type === 'FunctionNode' && path === 'fn') return;
    const name = (child as unknown as { name: string }).name;
    if (!CONSTANTS.has(name)) names.add(name);
  });
  return [...names];
}

export function evaluateAt(node: MathNode, scope: Record<string, number>): ComplexValue | null {
  try {
    const value: unknown = node.compile().evaluate({ ...scope });
    if (typeof value === 'number') return Number.isFinite(value) ? { re: value, im: 0 } : null;
    if (value && typeof value === 'object' && 're' in value && 'im' in value) {
      const { re, im } = value as ComplexValue;
      return Number.isFinite(re) && Number.isFinite(im) ? { re, im } : null;
    }
    if (value && typeof value === 'object' && 'valueOf' in value) {
      const n = Number((value as { valueOf(): unknown }).valueOf());
      return Number.isFinite(n) ? { re: n, im: 0 } : null;
    }
    return null;
  } catch {
    return null;
  }
}

export function closeValues(a: ComplexValue, b: ComplexValue, tolerance = 1e-6): boolean {
  const scale = Math.max(1, Math.hypot(a.re, a.im), Math.hypot(b.re, b.im));
  return Math.hypot(a.re - b.re, a.im - b.im) <= tolerance * scale;
}

function samplePoint(random: () => number, k: number): number {
  return k % 2 === 0 ? 0.15 + 0.7 * random() : 1.2 + 1.3 * random();
}

function isReal(value: ComplexValue): boolean {
  return Math.abs(value.im) <= 1e-9 * Math.max(1, Math.abs(value.re));
}

/**
 * Points where both sides are real decide; only when fewer than 3 are real do complex points count
 * (log and sqrt of negative numbers take principal branches that two right answers may not share).
 */
export function agreeAtPoints(pairs: Array<[ComplexValue, ComplexValue]>, same: (a: ComplexValue, b: ComplexValue) => boolean): boolean {
  const real = pairs.filter(([a, b]) => isReal(a) && isReal(b));
  const used = real.length >= 3 ? real : pairs;
  return used.length >= 3 && used.every(([a, b]) => same(a, b));
}

/** Same value wherever both are defined (at least 3 points of 10 must be defined for both). */
export function equivalentExpressions(a: MathNode, b: MathNode): boolean {
  const variables = [...new Set([...freeVariables(a), ...freeVariables(b)])];
  const random = createSeededRandom(12345);
  const pairs: Array<[ComplexValue, ComplexValue]> = [];
  for (let k = 0; k < 10; k++) {
    const scope = Object.fromEntries(variables.map((name) => [name, samplePoint(random, k)]));
    const va = evaluateAt(a, scope);
    const vb = evaluateAt(b, scope);
    if (va && vb) pairs.push([va, vb]);
  }
  return agreeAtPoints(pairs, (x, y) => closeValues(x, y));
}

/** a − b is the same constant at every point (antiderivatives), with the other letters held fixed. */
export function differByConstant(a: MathNode, b: MathNode, variable: string): boolean {
  const others = [...new Set([...freeVariables(a), ...freeVariables(b)])].filter((name) => name !== variable);
  const random = createSeededRandom(777);
  for (let trial = 0; trial < 2; trial++) {
    const fixed = Object.fromEntries(others.map((name) => [name, samplePoint(random, trial)]));
    const differences: ComplexValue[] = [];
    for (let k = 0; k < 6; k++) {
      const scope = { ...fixed, [variable]: samplePoint(random, k) };
      const va = evaluateAt(a, scope);
      const vb = evaluateAt(b, scope);
      if (va && vb) differences.push({ re: va.re - vb.re, im: va.im - vb.im });
    }
    const first = differences[0];
    if (!first || !agreeAtPoints(differences.map((d) => [d, first]), (d, f) => closeValues(d, f))) return false;
  }
  return true;
}

/** The same numbers, in any order, duplicates ignored ({2, 2, 3} is {2, 3}: a double root counts once). */
export function sameValueSets(a: ComplexValue[], b: ComplexValue[]): boolean {
  const distinct = (values: ComplexValue[]) => values.filter((v, i) => values.findIndex((w) => closeValues(v, w)) === i);
  const da = distinct(a);
  const db = distinct(b);
  return da.length === db.length && da.every((v) => db.some((w) => closeValues(v, w)));
}
