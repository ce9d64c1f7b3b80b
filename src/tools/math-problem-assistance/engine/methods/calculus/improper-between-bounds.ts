import type { MathNode } from 'mathjs';
import { asFunction, asOperator, constValue } from './calculus-nodes';
import { toComplex } from './numeric-check';

type ComplexValue = NonNullable<ReturnType<typeof toComplex>>;

const GRID = 2000;
const NEAR = 1e-7;
/** How far F may move between p ± NEAR and p ± NEAR/1000 and still be continuous at p (2√x moves 6·10⁻⁴, ln|x| 6.9). */
const SETTLED = 1e-2;

/** node as a real function of x, compiled once: the grid evaluates it thousands of times. */
function realFunction(node: MathNode, x: string): (t: number) => number {
  let code: ReturnType<MathNode['compile']>;
  try {
    code = node.compile();
  } catch {
    return () => Number.NaN;
  }
  return (t) => {
    let v: ComplexValue | null;
    try {
      v = toComplex(code.evaluate({ [x]: t }));
    } catch {
      v = null;
    }
    return v && Math.abs(v.im) <= 1e-12 * (1 + Math.abs(v.re)) ? v.re : Number.NaN;
  };
}

/** Points of [lo, hi] where a divisor is 0 or changes sign between grid points (found by halving). */
function zerosOf(g: (t: number) => number, lo: number, hi: number): number[] {
  const found: number[] = [];
  let previous = { t: lo, v: g(lo) };
  for (let i = 1; i <= GRID; i += 1) {
    const t = lo + ((hi - lo) * i) / GRID;
    const v = g(t);
    if (v === 0) found.push(t);
    else if (Number.isFinite(v) && Number.isFinite(previous.v) && previous.v !== 0 && Math.sign(v) !== Math.sign(previous.v)) {
      let [a, b] = [previous.t, t];
      for (let k = 0; k < 60; k += 1) {
        const mid = (a + b) / 2;
        if (Math.sign(g(mid)) === Math.sign(g(a))) a = mid;
        else b = mid;
      }
      found.push((a + b) / 2);
    }
    previous = { t, v };
  }
  return found;
}

/**
 * ∫ from a to b of f is F(b) − F(a) only when the antiderivative F is continuous on [a, b]. Where f blows up inside
 * (∫_{-1}^{1} 1/x dx, ∫_0^2 1/(x − 1)² dx) F runs off to infinity or jumps, and F(b) − F(a) is a wrong value shown
 * as sure (0, −2); ∫_0^1 1/√x dx, where F = 2√x settles, is fine. True when F is not finite and settled there.
 */
export function breaksBetweenBounds(antiderivative: MathNode, integrand: MathNode, x: string, lower: MathNode, upper: MathNode): boolean {
  const a = realFunction(lower, x)(0);
  const b = realFunction(upper, x)(0);
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === b) return false;
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const f = realFunction(integrand, x);
  const F = realFunction(antiderivative, x);
  const suspicious: number[] = [];
  for (let i = 0; i <= GRID; i += 1) {
    const t = lo + ((hi - lo) * i) / GRID;
    if (!Number.isFinite(f(t))) suspicious.push(t);
  }
  for (const divisor of divisorFunctions(integrand, x)) suspicious.push(...zerosOf(divisor, lo, hi));
  if (!Number.isFinite(F(lo)) && !suspicious.includes(lo)) suspicious.push(lo);
  if (!Number.isFinite(F(hi)) && !suspicious.includes(hi)) suspicious.push(hi);
  return suspicious.some((p) => {
    const sides = [-1, 1].filter((s) => (s < 0 ? p > lo : p < hi));
    const limits = sides.map((s) => {
      const far = F(p + s * NEAR);
      const near = F(p + (s * NEAR) / 1000);
      return Number.isFinite(far) && Number.isFinite(near) && Math.abs(far - near) <= SETTLED * (1 + Math.abs(near)) ? near : Number.NaN;
    });
    if (limits.some((value) => !Number.isFinite(value))) return true;
    return limits.length === 2 && Math.abs(limits[0]! - limits[1]!) > SETTLED * (1 + Math.abs(limits[1]!));
  });
}

/** What is 0 where the integrand blows up, as functions of x: denominators, bases of negative powers, cos u under tan u and sec u, sin u under cot u and csc u. */
function divisorFunctions(f: MathNode, x: string): Array<(t: number) => number> {
  const out: Array<(t: number) => number> = [];
  f.traverse((node) => {
    const op = asOperator(node);
    if (op?.fn === 'divide') out.push(realFunction(op.args[1]!, x));
    if (op?.fn === 'pow' && (constValue(op.args[1]!) ?? 0) < 0) out.push(realFunction(op.args[0]!, x));
    const call = asFunction(node);
    const inner = call?.args[0] && realFunction(call.args[0], x);
    if (call && inner && /^(?:tan|sec)$/u.test(call.name)) out.push((t) => Math.cos(inner(t)));
    if (call && inner && /^(?:cot|csc)$/u.test(call.name)) out.push((t) => Math.sin(inner(t)));
  });
  return out;
}
