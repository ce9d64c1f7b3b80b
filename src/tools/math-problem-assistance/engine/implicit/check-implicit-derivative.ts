import type { MathNode } from 'mathjs';
import { compileNode } from '../verify/evaluate';
import type { Relation } from '../problem';

type Evaluate = (x: number, y: number) => number | undefined;

function realFunction(node: MathNode): Evaluate {
  const f = compileNode(node, 'real');
  return (x, y) => {
    const value = f({ x, y });
    return value && Number.isFinite(value.re) && Math.abs(value.im) < 1e-12 ? value.re : undefined;
  };
}

/** A y with F(x, y) = 0 between a and b where F changes sign, by bisection. */
function bisect(f: (y: number) => number | undefined, a: number, b: number): number | undefined {
  let [low, high] = [a, b];
  let fLow = f(low);
  if (fLow === undefined || f(high) === undefined) return undefined;
  for (let k = 0; k < 80; k += 1) {
    const mid = (low + high) / 2;
    const fMid = f(mid);
    if (fMid === undefined) return undefined;
    if (Math.sign(fMid) === Math.sign(fLow)) [low, fLow] = [mid, fMid];
    else high = mid;
  }
  return (low + high) / 2;
}

/** Points (x, y) on the curve, found by sign changes of F(x, ·) on a grid of y. */
function pointsOnCurve(f: Evaluate, xs: number[]): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (const x of xs) {
    for (let y = -12; y < 12; y += 0.37) {
      const [a, b] = [f(x, y), f(x, y + 0.37)];
      if (a === undefined || b === undefined || Math.sign(a) === Math.sign(b)) continue;
      const root = bisect((t) => f(x, t), y, y + 0.37);
      // A sign change across a pole is not a point of the curve.
      if (root !== undefined && Math.abs(f(x, root) ?? Infinity) < 1e-8) points.push([x, root]);
    }
  }
  return points;
}

/**
 * The answer to "dy/dx on the curve" checked without differentiating anything: at points on the curve,
 * the curve's own slope, found by moving x a little and solving F(x ± h, y) = 0 for the nearby y, must
 * equal the answer. Verdict `passed` needs two points that agree and none that disagrees.
 */
export function checkImplicitDerivative(curve: Relation, answer: MathNode): 'passed' | 'failed' | 'unknown' {
  const lhs = realFunction(curve.lhs);
  const rhs = realFunction(curve.rhs);
  const f: Evaluate = (x, y) => {
    const [a, b] = [lhs(x, y), rhs(x, y)];
    return a === undefined || b === undefined ? undefined : a - b;
  };
  const slope = realFunction(answer);
  const h = 1e-5;
  const explicit = explicitSlopeCheck(curve, slope, h);
  if (explicit !== 'unknown') return explicit;
  let agreed = 0;
  for (const [x, y] of pointsOnCurve(f, [0.37, 1.23, -0.81, 2.06, -1.64])) {
    const nearby = (dx: number) => bisect((t) => f(x + dx, t), y - 1e-3, y + 1e-3);
    const [up, down] = [nearby(h), nearby(-h)];
    const expected = slope(x, y);
    if (up === undefined || down === undefined || expected === undefined) continue;
    // A root found at the edge of the bracket means the curve is (nearly) vertical there: no slope to compare.
    if (Math.abs(up - y) > 9e-4 || Math.abs(down - y) > 9e-4) continue;
    const numeric = (up - down) / (2 * h);
    if (Math.abs(numeric - expected) > 1e-4 * (1 + Math.abs(expected))) return 'failed';
    agreed += 1;
  }
  return agreed >= 2 ? 'passed' : 'unknown';
}

const mentionsY = (node: MathNode) => node.filter((part) => part.type === 'SymbolNode' && (part as unknown as { name: string }).name === 'y').length > 0;

/**
 * y = (3x + 1)^5: y alone on one side, so the curve's points are (x, g(x)) and its slope g's own, by a central
 * difference. The grid of y in [-12, 12] below misses such a curve where it is steep or large, leaving one point
 * and no verdict: a right dy/dx was refused.
 */
function explicitSlopeCheck(curve: Relation, slope: Evaluate, h: number): 'passed' | 'failed' | 'unknown' {
  const isY = (node: MathNode) => node.type === 'SymbolNode' && (node as unknown as { name: string }).name === 'y';
  const g = isY(curve.lhs) && !mentionsY(curve.rhs) ? curve.rhs : isY(curve.rhs) && !mentionsY(curve.lhs) ? curve.lhs : undefined;
  if (!g) return 'unknown';
  const at = realFunction(g);
  let agreed = 0;
  for (const x of [0.37, 1.23, -0.81, 2.06, -1.64]) {
    const [y, up, down] = [at(x, 0), at(x + h, 0), at(x - h, 0)];
    const expected = y === undefined ? undefined : slope(x, y);
    if (y === undefined || up === undefined || down === undefined || expected === undefined) continue;
    if (Math.abs((up - down) / (2 * h) - expected) > 1e-4 * (1 + Math.abs(expected))) return 'failed';
    agreed += 1;
  }
  return agreed >= 2 ? 'passed' : 'unknown';
}

/** Whether the point lies on the curve (F = 0 there). */
export function liesOnCurve(curve: Relation, x: number, y: number): boolean {
  const [a, b] = [realFunction(curve.lhs)(x, y), realFunction(curve.rhs)(x, y)];
  return a !== undefined && b !== undefined && Math.abs(a - b) <= 1e-9 * (1 + Math.abs(a) + Math.abs(b));
}

/** The slope the curve has at (x, y), measured as in checkImplicitDerivative, compared with a value. */
export function checkSlopeAt(curve: Relation, x: number, y: number, value: number): boolean {
  const lhs = realFunction(curve.lhs);
  const rhs = realFunction(curve.rhs);
  const f = (a: number, b: number) => {
    const [l, r] = [lhs(a, b), rhs(a, b)];
    return l === undefined || r === undefined ? undefined : l - r;
  };
  const h = 1e-5;
  const nearby = (dx: number) => bisect((t) => f(x + dx, t), y - 1e-3, y + 1e-3);
  const [up, down] = [nearby(h), nearby(-h)];
  if (up === undefined || down === undefined || Math.abs(up - y) > 9e-4 || Math.abs(down - y) > 9e-4) return false;
  return Math.abs((up - down) / (2 * h) - value) <= 1e-4 * (1 + Math.abs(value));
}
