import type { MathNode } from 'mathjs';
import { OperatorNode, rationalize } from 'mathjs';
import type { Relation } from '../problem';
import { asOperator, asSymbol, isNegative } from '../read/node-kit';
import type { Scope, Value } from './evaluate';
import { close, compileNode, isReal, samplePoints } from './evaluate';
import { polynomialRoots } from './polynomial-roots';

/**
 * The solutions of one equation in one unknown, for given values of every other symbol:
 * - `all`: the equation holds everywhere it is defined (4 = 4, (x+2)² - x² = 4(x+1));
 * - `finite`: the listed values; `complete` when they are every complex solution (a rational equation,
 *   solved as polynomial roots), else the real solutions found in a window (sin x = ½ has more);
 *   `explicit` when the equation is `x = value` itself.
 */
export type SolutionSet = { kind: 'all' } | { kind: 'finite'; values: Value[]; complete: boolean; explicit: boolean };

export function difference(relation: Relation): MathNode {
  return new OperatorNode('-', 'subtract', [relation.lhs, relation.rhs]);
}

function mentions(node: MathNode, name: string): boolean {
  return node.filter((child) => asSymbol(child)?.name === name).length > 0;
}

/** `x = value` (either way round) with no x in the value: the value, in the given scope. */
export function explicitValue(relation: Relation, unknown: string, scope: Scope): Value | undefined | null {
  if (relation.op !== '=') return null;
  const [side, other] = asSymbol(relation.lhs)?.name === unknown ? [relation.lhs, relation.rhs] : [relation.rhs, relation.lhs];
  if (asSymbol(side)?.name !== unknown || mentions(other, unknown)) return null;
  return compileNode(other, 'complex')(scope);
}

/** The equation's solutions in `unknown`; undefined when they cannot be found. `window` bounds the real search. */
export function solveEquation(relation: Relation, unknown: string, scope: Scope, window = 20): SolutionSet | undefined {
  const explicit = explicitValue(relation, unknown, scope);
  if (explicit !== null) return explicit === undefined ? undefined : { kind: 'finite', values: [explicit], complete: true, explicit: true };
  const f = difference(relation);
  const complexF = compileNode(f, 'complex');
  if (holdsEverywhere(f, unknown, scope)) return { kind: 'all' };
  const polynomial = rationalRoots(f, unknown, scope);
  if (polynomial) {
    const denominators = denominatorsOf(f).map((node) => compileNode(node, 'complex'));
    const values = polynomial.filter((root) => {
      const point = { ...scope, [unknown]: root };
      const at = complexF(point);
      if (at === undefined || Math.hypot(at.re, at.im) > 1e-6 * (1 + magnitudeNear(complexF, scope, unknown, root))) return false;
      // A root of the numerator where a denominator vanishes is a hole, not a solution: (x² - 1)/(x - 1) = 2
      // has none. Roots come with rounding, so "vanishes" is judged with a tolerance.
      return denominators.every((denominator) => {
        const value = denominator(point);
        return value !== undefined && Math.hypot(value.re, value.im) > 1e-6 * (1 + Math.hypot(root.re, root.im));
      });
    });
    return { kind: 'finite', values, complete: true, explicit: false };
  }
  const real = realRoots(compileNode(f, 'real'), unknown, scope, window);
  return real && { kind: 'finite', values: real.map((re) => ({ re, im: 0 })), complete: false, explicit: false };
}

/** Every divisor in the expression, and every base raised to a negative power. */
function denominatorsOf(node: MathNode): MathNode[] {
  const found: MathNode[] = [];
  node.traverse((child) => {
    const op = asOperator(child);
    if (op?.fn === 'divide') found.push(op.args[1] as MathNode);
    if (op?.fn === 'pow' && isNegative(op.args[1] as MathNode)) found.push(op.args[0] as MathNode);
  });
  return found;
}

/** f vanishes at every sample point where it is defined (and is defined at enough of them). */
function holdsEverywhere(f: MathNode, unknown: string, scope: Scope): boolean {
  const evaluate = compileNode(f, 'real');
  let valid = 0;
  for (const point of samplePoints([unknown], 24, 99)) {
    const value = evaluate({ ...scope, ...point });
    if (value === undefined) continue;
    if (!close(value, { re: 0, im: 0 }, 1e-9)) return false;
    valid += 1;
  }
  return valid >= 8;
}

/** The scale of f's terms near a root, so "≈ 0" is judged relative to the sizes involved. */
function magnitudeNear(f: (scope: Scope) => Value | undefined, scope: Scope, unknown: string, root: Value): number {
  const nearby = f({ ...scope, [unknown]: { re: root.re + 1e-3 * (1 + Math.abs(root.re)), im: root.im } });
  return nearby ? Math.hypot(nearby.re, nearby.im) : 1;
}

/** Roots of f's numerator when f is rational in the unknown; undefined when it is not (sin x, 2^x, √x). */
function rationalRoots(f: MathNode, unknown: string, scope: Scope): Value[] | undefined {
  const numbers: Record<string, number> = { pi: Math.PI, e: Math.E };
  for (const [name, value] of Object.entries(scope)) {
    if (name === unknown) continue;
    if (typeof value !== 'number') return undefined;
    numbers[name] = value;
  }
  if (f.toString().length > 400) return undefined;
  try {
    const result = rationalize(f, numbers, true) as unknown as { coefficients: number[]; variables: string[]; numerator: MathNode };
    if (result.variables.length === 0) return [];
    if (result.variables.length !== 1 || result.variables[0] !== unknown || result.coefficients.length === 0) return undefined;
    if (result.coefficients.some((c) => typeof c !== 'number' || !Number.isFinite(c))) return undefined;
    return polynomialRoots(result.coefficients);
  } catch {
    return undefined;
  }
}

/**
 * Real roots in [-window, window]: sign changes refined by bisection (poles, where |f| grows instead,
 * are dropped) and touching roots found as near-zero minima of |f|.
 */
export function realRoots(f: (scope: Scope) => Value | undefined, unknown: string, scope: Scope, window: number): number[] | undefined {
  const at = (x: number): number | undefined => f({ ...scope, [unknown]: x })?.re;
  const steps = 4000;
  const xs: number[] = [];
  const ys: Array<number | undefined> = [];
  for (let k = 0; k <= steps; k += 1) {
    // Offset so that round numbers are never grid points, then include them through refinement.
    const x = -window + (2 * window * k) / steps + 1e-7;
    xs.push(x);
    ys.push(at(x));
  }
  const defined = ys.filter((y) => y !== undefined) as number[];
  if (defined.length < steps / 100) return undefined;
  const scale = Math.max(1e-12, ...defined.map(Math.abs).sort((a, b) => a - b).slice(0, Math.ceil(defined.length / 2)));
  const roots: number[] = [];
  const accept = (x: number) => {
    const y = at(x);
    if (y === undefined || Math.abs(y) > 1e-7 * (1 + scale)) return;
    if (!roots.some((r) => Math.abs(r - x) <= 1e-6 * (1 + Math.abs(x)))) roots.push(x);
  };
  for (let k = 0; k < steps; k += 1) {
    const y0 = ys[k];
    const y1 = ys[k + 1];
    if (y0 === undefined || y1 === undefined) continue;
    if (y0 === 0) accept(xs[k] as number);
    if (Math.sign(y0) !== Math.sign(y1) && y1 !== 0) accept(bisect(at, xs[k] as number, xs[k + 1] as number, y0));
    const y2 = ys[k + 2];
    if (y2 !== undefined && Math.abs(y1) < Math.abs(y0) && Math.abs(y1) <= Math.abs(y2) && Math.sign(y0) === Math.sign(y2)) {
      accept(minimizeAbs(at, xs[k] as number, xs[k + 2] as number));
    }
  }
  return roots.sort((a, b) => a - b);
}

function bisect(at: (x: number) => number | undefined, low: number, high: number, lowValue: number): number {
  let a = low;
  let b = high;
  const sign = Math.sign(lowValue);
  for (let k = 0; k < 80; k += 1) {
    const mid = (a + b) / 2;
    const value = at(mid);
    if (value === undefined) return mid;
    if (value === 0) return mid;
    if (Math.sign(value) === sign) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}

function minimizeAbs(at: (x: number) => number | undefined, low: number, high: number): number {
  let a = low;
  let b = high;
  for (let k = 0; k < 100; k += 1) {
    const m1 = a + (b - a) / 3;
    const m2 = b - (b - a) / 3;
    const f1 = Math.abs(at(m1) ?? Infinity);
    const f2 = Math.abs(at(m2) ?? Infinity);
    if (f1 < f2) b = m2;
    else a = m1;
  }
  return (a + b) / 2;
}

/** Same sets of values, each value of one within tolerance of some value of the other. */
export function sameValues(a: Value[], b: Value[]): boolean {
  const covered = (from: Value[], to: Value[]) => from.every((value) => to.some((other) => close(value, other, 1e-6)));
  return covered(a, b) && covered(b, a);
}

export function realValues(values: Value[]): Value[] {
  return values.filter(isReal).map((value) => ({ re: value.re, im: 0 }));
}
