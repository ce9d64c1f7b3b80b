import type { MathNode } from 'mathjs';
import { asFunction, mul, num, pow, product, unwrap } from './calculus-nodes';
import { linearSlope, powerFactors } from './power-factors';
import { tidy } from './tidy-expression';
import { callNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/**
 * An integrand read as a product of trig functions of one inside g (sin² g · cos g · tan g), with
 * whole-number powers, possibly beside other factors (x · sin x · cos x). The trig part is also
 * counted in sines and cosines: tan = sin/cos, sec = 1/cos, csc = 1/sin, cot = cos/sin.
 */
export interface TrigProduct {
  constant: MathNode;
  inside: MathNode;
  /** The slope of a linear inside (a in a·x + b), null when the inside is not linear. */
  slope: MathNode | null;
  /** Power of each trig function present (sin, cos, tan, sec, csc, cot). */
  powers: Map<string, number>;
  /** The factors that are not trig functions of the inside (x in x·sin x). */
  others: MathNode[];
  /** Net powers of sin and cos once everything is written in them. */
  sin: number;
  cos: number;
}

const IN_SIN_COS: Record<string, [number, number]> = {
  sin: [1, 0],
  cos: [0, 1],
  tan: [1, -1],
  sec: [0, -1],
  csc: [-1, 0],
  cot: [-1, 1],
};

export function readTrigProduct(h: MathNode, v: string): TrigProduct | null {
  const { constant, factors } = powerFactors(h, v);
  let inside: MathNode | null = null;
  const powers = new Map<string, number>();
  const others: MathNode[] = [];
  for (const f of factors) {
    const fn = asFunction(unwrap(f.base));
    const trig = fn && fn.args.length === 1 && IN_SIN_COS[fn.name] && typeof f.exponent === 'number' && Number.isInteger(f.exponent);
    if (!fn || !trig || (inside && printNode(inside, 'mathjs') !== printNode(fn.args[0]!, 'mathjs'))) {
      others.push(typeof f.exponent === 'number' && f.exponent === 1 ? f.base : pow(f.base, typeof f.exponent === 'number' ? num(f.exponent) : f.exponent));
      continue;
    }
    inside = fn.args[0]!;
    powers.set(fn.name, (powers.get(fn.name) ?? 0) + (f.exponent as number));
  }
  if (!inside || powers.size === 0) return null;
  let sin = 0;
  let cos = 0;
  for (const [name, p] of powers) {
    sin += IN_SIN_COS[name]![0] * p;
    cos += IN_SIN_COS[name]![1] * p;
  }
  return { constant, inside, slope: linearSlope(inside, v), powers, others, sin, cos };
}

/** f(g)^n, written f(g) for n = 1 and dropped for n = 0. */
export function trigPower(name: string, g: MathNode, n: number): MathNode {
  if (n === 0) return num(1);
  return n === 1 ? callNode(name, [g]) : pow(callNode(name, [g]), num(n));
}

/** constant · others · sin^m g · cos^n g. */
export function sinCosProduct(t: TrigProduct, m: number, n: number): MathNode {
  return mul(t.constant, product([...t.others, trigPower('sin', t.inside, m), trigPower('cos', t.inside, n)]));
}

/** 2u written as a student would: 2·(3x) is 6x, not 2·3·x. */
export function doubled(inside: MathNode): MathNode {
  return tidy(mul(num(2), inside));
}

/** Only the listed functions appear among the trig factors. */
export function onlyNames(t: TrigProduct, names: string[]): boolean {
  return [...t.powers.keys()].every((name) => names.includes(name));
}
