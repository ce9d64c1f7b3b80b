import type { MathNode } from 'mathjs';
import { SymbolNode, derivative } from 'mathjs';
import { asFunction, asSymbol } from '../read/node-kit';
import type { Evaluator, Scope, Value } from './evaluate';
import { compileNode } from './evaluate';
import { expandDefinitions } from './expand-definitions';

/**
 * Evaluates expressions written in the step notation of problem.ts, where a state may still hold an
 * unevaluated `derivative(u, x)`, `integral(g, x)`, `integral(g, x, a, b)`, `between(F, x, a, b)` or
 * `limit(g, x, a[, left|right])`. Each such call is computed on its own (symbolically for derivatives,
 * numerically for the rest) and the rest of the expression evaluated around it.
 *
 * An indefinite integral(g, x) is ∫ g from a reference point to x: the reference is
 * `scope[baseKey(x)]` (0 when absent). Antiderivatives are only ever compared through derivatives or
 * differences, so the reference point cancels.
 */
export const STEP_FUNCTIONS = new Set(['derivative', 'integral', 'between', 'limit']);

export function baseKey(variable: string): string {
  return `__base_${variable}`;
}

export function hasStepFunction(node: MathNode): boolean {
  return node.filter((child) => STEP_FUNCTIONS.has(asFunction(child)?.fn.name ?? '')).length > 0;
}

/** A limit's value: a number, or ±∞ for limits that grow without bound. */
export type LimitValue = Value | 'inf' | '-inf';

export function compileState(node: MathNode, mode: 'real' | 'complex'): Evaluator {
  if (!hasStepFunction(node)) return compileNode(node, mode);
  const specials: Array<{ name: string; evaluate: Evaluator }> = [];
  const outer = node.transform((child) => {
    const fn = asFunction(child);
    if (!fn || !STEP_FUNCTIONS.has(fn.fn.name)) return child;
    const name = `__step${specials.length}`;
    specials.push({ name, evaluate: compileStepFunction(fn.fn.name, fn.args, mode) });
    return new SymbolNode(name);
  });
  const rest = compileNode(outer, mode);
  return (scope) => {
    const inner: Scope = { ...scope };
    for (const special of specials) {
      const value = special.evaluate(scope);
      if (value === undefined) return undefined;
      inner[special.name] = value.im === 0 ? value.re : value;
    }
    return rest(inner);
  };
}

function variableOf(node: MathNode | undefined): string | undefined {
  return node ? asSymbol(node)?.name : undefined;
}

function compileStepFunction(name: string, args: MathNode[], mode: 'real' | 'complex'): Evaluator {
  const [body, variableNode, a, b] = args;
  const variable = variableOf(variableNode);
  if (!body || !variable) return () => undefined;
  if (name === 'derivative') return compileDerivative(body, variable, mode);
  const f = compileState(body, mode);
  const at = (scope: Scope, value: number) => f({ ...scope, [variable]: value });
  if (name === 'integral' && a && b) {
    const lower = compileState(a, 'real');
    const upper = compileState(b, 'real');
    return (scope) => {
      const low = lower(scope)?.re;
      const high = upper(scope)?.re;
      if (low === undefined || high === undefined) return undefined;
      return definiteIntegral((t) => at(scope, t), low, high);
    };
  }
  if (name === 'integral') {
    return (scope) => {
      const x = scope[variable];
      const base = scope[baseKey(variable)] ?? 0;
      if (typeof x !== 'number' || typeof base !== 'number') return undefined;
      return simpson((t) => at(scope, t), base, x, 32);
    };
  }
  if (name === 'between' && a && b) {
    const lower = compileState(a, 'real');
    const upper = compileState(b, 'real');
    return (scope) => {
      const low = lower(scope)?.re;
      const high = upper(scope)?.re;
      if (low === undefined || high === undefined) return undefined;
      const fb = at(scope, high);
      const fa = at(scope, low);
      return fa && fb ? { re: fb.re - fa.re, im: fb.im - fa.im } : undefined;
    };
  }
  if (name === 'limit' && a) {
    const point = compileState(a, 'real');
    const side = variableOf(args[3]);
    return (scope) => {
      const value = limitAt((t) => at(scope, t), point(scope)?.re ?? pointAtInfinity(a), side === 'left' || side === 'right' ? side : undefined);
      return typeof value === 'string' ? undefined : value;
    };
  }
  return () => undefined;
}

function pointAtInfinity(node: MathNode): number | undefined {
  const text = node.toString().replace(/\s/gu, '');
  if (text === 'Infinity') return Infinity;
  if (text === '-Infinity') return -Infinity;
  return undefined;
}

/** d/dx u: mathjs's symbolic derivative when it can, else a Richardson-extrapolated central difference. */
function compileDerivative(body: MathNode, variable: string, mode: 'real' | 'complex'): Evaluator {
  if (!hasStepFunction(body)) {
    try {
      return compileNode(derivative(expandDefinitions(body), variable, { simplify: false }), mode);
    } catch {
      // Functions mathjs cannot differentiate fall through to numbers.
    }
  }
  return numericDerivative(compileState(body, mode), variable);
}

/**
 * f' by central differences with Richardson extrapolation. Two step sizes must agree; where they do not,
 * f is not smooth around the point (a pole of tan nearby) and the point counts as undefined.
 */
export function numericDerivative(f: Evaluator, variable: string): Evaluator {
  return (scope) => {
    const x = scope[variable];
    if (typeof x !== 'number') return undefined;
    const central = (step: number): Value | undefined => {
      const up = f({ ...scope, [variable]: x + step });
      const down = f({ ...scope, [variable]: x - step });
      return up && down ? { re: (up.re - down.re) / (2 * step), im: (up.im - down.im) / (2 * step) } : undefined;
    };
    const richardson = (h: number): Value | undefined => {
      const coarse = central(h);
      const fine = central(h / 2);
      return coarse && fine ? { re: (4 * fine.re - coarse.re) / 3, im: (4 * fine.im - coarse.im) / 3 } : undefined;
    };
    const h = 1e-3 * (1 + Math.abs(x));
    const estimate = richardson(h);
    const check = richardson(h / 8);
    if (!estimate || !check) return undefined;
    const size = Math.hypot(estimate.re, estimate.im) + Math.hypot(check.re, check.im);
    return Math.hypot(estimate.re - check.re, estimate.im - check.im) <= 1e-6 * (1 + size) ? estimate : undefined;
  };
}

/** Composite Simpson's rule with n (even) panels; undefined if the integrand is undefined anywhere on them. */
export function simpson(f: (t: number) => Value | undefined, low: number, high: number, n: number): Value | undefined {
  if (low === high) return { re: 0, im: 0 };
  const width = (high - low) / n;
  let re = 0;
  let im = 0;
  for (let k = 0; k <= n; k += 1) {
    const value = f(low + k * width);
    if (value === undefined) return undefined;
    const weight = k === 0 || k === n ? 1 : k % 2 === 1 ? 4 : 2;
    re += weight * value.re;
    im += weight * value.im;
  }
  return { re: (re * width) / 3, im: (im * width) / 3 };
}

/** ∫ from low to high, doubling the panels until two estimates agree; undefined for improper integrals. */
export function definiteIntegral(f: (t: number) => Value | undefined, low: number, high: number): Value | undefined {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return undefined;
  let previous = simpson(f, low, high, 64);
  for (let n = 128; n <= 16384 && previous; n *= 2) {
    const next = simpson(f, low, high, n);
    if (!next) return undefined;
    if (Math.hypot(next.re - previous.re, next.im - previous.im) <= 1e-10 * (1 + Math.hypot(next.re, next.im))) return next;
    previous = next;
  }
  return undefined;
}

/**
 * A limit from values ever closer to the point (1e-1 … 1e-8 away, or out to 1e8 at ±∞): the closest pair of
 * consecutive values that agree gives it; values that keep growing past 1e4 in one sign give ±∞. Both
 * sides must agree unless one side is asked for.
 */
export function limitAt(f: (t: number) => Value | undefined, point: number | undefined, side?: 'left' | 'right'): LimitValue | undefined {
  if (point === undefined || Number.isNaN(point)) return undefined;
  if (!Number.isFinite(point)) return oneSide((k) => (point > 0 ? 10 ** k : -(10 ** k)), f);
  const scale = 1 + Math.abs(point);
  const left = side === 'right' ? undefined : oneSide((k) => point - scale * 10 ** -k, f);
  const right = side === 'left' ? undefined : oneSide((k) => point + scale * 10 ** -k, f);
  if (side === 'left') return left;
  if (side === 'right') return right;
  if (left === undefined || right === undefined) return undefined;
  return sameLimit(left, right) ? right : undefined;
}

function oneSide(pointAt: (k: number) => number, f: (t: number) => Value | undefined): LimitValue | undefined {
  const values: Array<Value | undefined> = [];
  for (let k = 1; k <= 8; k += 1) values.push(f(pointAt(k)));
  const defined = values.filter((v): v is Value => v !== undefined);
  if (defined.length < 4) return undefined;
  // Real values past 10⁴ that at least double at every step closer (1/x, 1/x², e^x at ∞): ±∞.
  const tail = values.slice(-3);
  if (tail.every((v) => v !== undefined && Math.abs(v.im) < 1e-9 * (1 + Math.abs(v.re)) && Math.abs(v.re) > 1e4)) {
    const signs = new Set(tail.map((v) => Math.sign((v as Value).re)));
    const growing = tail.every((v, i) => i === 0 || Math.abs((v as Value).re) >= 2 * Math.abs((tail[i - 1] as Value).re));
    if (signs.size === 1 && growing) return signs.has(1) ? 'inf' : '-inf';
  }
  let best: { gap: number; value: Value } | undefined;
  for (let k = 0; k + 1 < values.length; k += 1) {
    const a = values[k];
    const b = values[k + 1];
    if (!a || !b) continue;
    const gap = Math.hypot(a.re - b.re, a.im - b.im) / (1 + Math.hypot(b.re, b.im));
    if (!best || gap <= best.gap) best = { gap, value: b };
  }
  return best && best.gap < 1e-5 ? best.value : undefined;
}

export function sameLimit(a: LimitValue, b: LimitValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return Math.hypot(a.re - b.re, a.im - b.im) <= 1e-4 * (1 + Math.hypot(a.re, a.im));
}
