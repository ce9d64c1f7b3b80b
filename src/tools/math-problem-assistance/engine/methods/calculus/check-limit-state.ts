import type { MathNode } from 'mathjs';
import type { MathProblem } from '../../problem';
import { asMarker, PENDING_LIMIT, type LimitDirection } from './calculus-markers';
import { evaluateNode } from './numeric-check';

/**
 * Limit states are checked by approaching the point: a state (its `limit(u, x, a)` parts replaced by
 * u) and the problem's function must tend to the same value, or both to the same infinity, on each
 * side asked for. Exact limits are proved by the steps; this only catches a step that changed the value.
 */

/** The limit point as a number (±Infinity included), or null. */
export function limitPointValue(point: MathNode): number | null {
  const v = evaluateNode(point, {});
  if (v === null || v.im !== 0 || Number.isNaN(v.re)) return null;
  return v.re;
}

function approach(point: number, side: LimitDirection, scales: number[]): number[] {
  if (point === Infinity) return scales.map((k) => 10 ** k);
  if (point === -Infinity) return scales.map((k) => -(10 ** k));
  return scales.map((k) => point + (side === 'right' ? 1 : -1) * 10 ** -k);
}

function realAt(compiled: ReturnType<MathNode['compile']>, variable: string, t: number): number {
  try {
    const v = compiled.evaluate({ [variable]: t }) as unknown;
    if (typeof v === 'number') return v;
    if (v && typeof v === 'object' && 're' in v && 'im' in v) {
      const c = v as { re: number; im: number };
      return Math.abs(c.im) <= 1e-12 * Math.max(1, Math.abs(c.re)) ? c.re : Number.NaN;
    }
    return Number.NaN;
  } catch {
    return Number.NaN;
  }
}

type Trend = { kind: 'infinite'; sign: 1 | -1 } | { kind: 'values'; values: number[] } | { kind: 'undefined' };

/** How a function behaves toward the point on one side. */
function trend(compiled: ReturnType<MathNode['compile']>, variable: string, point: number, side: LimitDirection): Trend {
  const far = approach(point, side, [3, 6, 9, 12]).map((t) => realAt(compiled, variable, t));
  const near = approach(point, side, [2, 3, 4, 5]).map((t) => realAt(compiled, variable, t));
  if (far.every((v) => v === Infinity) || far.every((v) => v === -Infinity)) return { kind: 'infinite', sign: far[0]! > 0 ? 1 : -1 };
  if (far.every(Number.isFinite)) {
    const sign = Math.sign(far[0]!);
    const growing = far.every((v, i) => Math.sign(v) === sign && (i === 0 || Math.abs(v) > Math.abs(far[i - 1]!)));
    const last = Math.abs(far[far.length - 1]!);
    if (sign !== 0 && growing && last > 20 && last >= 2 * Math.abs(far[0]!)) return { kind: 'infinite', sign: sign > 0 ? 1 : -1 };
  }
  if (near.every(Number.isNaN)) return { kind: 'undefined' };
  return { kind: 'values', values: near };
}

function stateFunction(state: MathNode): MathNode {
  return state.transform((n) => {
    const m = asMarker(n);
    return m && m.name === PENDING_LIMIT ? m.args[0]! : n;
  });
}

function agreeOnSide(fn: MathNode, state: MathNode, variable: string, point: number, side: LimitDirection): boolean {
  let f: ReturnType<MathNode['compile']>;
  let s: ReturnType<MathNode['compile']>;
  try {
    f = fn.compile();
    s = stateFunction(state).compile();
  } catch {
    return false;
  }
  const tf = trend(f, variable, point, side);
  const ts = trend(s, variable, point, side);
  if (tf.kind === 'undefined') return true; // the function does not live on this side
  if (tf.kind === 'infinite' || ts.kind === 'infinite') return tf.kind === ts.kind && tf.kind === 'infinite' && ts.kind === 'infinite' && tf.sign === ts.sign;
  if (ts.kind === 'undefined') return false;
  const gaps = tf.values.map((v, i) => Math.abs(v - ts.values[i]!) / Math.max(1, Math.abs(v)));
  if (gaps.some(Number.isNaN)) return false;
  const last = gaps[gaps.length - 1]!;
  const shrinking = gaps.every((g, i) => i === 0 || g <= gaps[i - 1]! * 1.01 + 1e-12);
  return last <= 1e-4 || (shrinking && last <= 2e-2 && last <= gaps[0]! / 5);
}

/** True when the state tends where the problem's function tends (both sides unless one is asked for). */
export function limitsAgree(problem: MathProblem, state: MathNode, direction?: LimitDirection): boolean {
  if (problem.target.kind !== 'limit') return false;
  const point = limitPointValue(problem.target.point);
  if (point === null) return false;
  const sides: LimitDirection[] = direction ? [direction] : Number.isFinite(point) ? ['left', 'right'] : [point > 0 ? 'right' : 'left'];
  return sides.every((side) => agreeOnSide(problem.target.kind === 'limit' ? problem.target.node : state, state, problem.variable, point, side));
}
