import type { MathNode } from 'mathjs';
import { asOperator, constValue, dependsOn, unwrap } from './calculus-nodes';

/**
 * The degree of a polynomial node once multiplied out, an upper bound (terms may cancel), in one letter or, with no
 * letter given, in all of them together. Multiplying out with mathjs's rationalize grows exponentially with it
 * (x²(x³ − 2)^4 takes seconds, (x³ − 2)^6 never ends), so callers look before they expand. Anything that is not a
 * polynomial (a function call, a letter in an exponent) is Infinity; a quotient counts its top and bottom together,
 * the size of the work of putting it over one denominator.
 */
export function degreeBound(node: MathNode, v?: string): number {
  const n = unwrap(node);
  if (v !== undefined ? !dependsOn(n, v) : n.type === 'ConstantNode') return 0;
  if (n.type === 'SymbolNode') return 1;
  const o = asOperator(n);
  if (!o) return Infinity;
  const parts = o.args.map((a) => degreeBound(a, v));
  if (o.fn === 'add' || o.fn === 'subtract' || o.fn === 'unaryMinus' || o.fn === 'unaryPlus') return Math.max(...parts);
  if (o.fn === 'multiply') return parts.reduce((s, d) => s + d, 0);
  if (o.fn === 'divide') return parts[0]! + parts[1]!;
  if (o.fn === 'pow') {
    const k = constValue(o.args[1]!);
    return k !== null && Number.isInteger(k) && k >= 0 ? parts[0]! * k : Infinity;
  }
  return Infinity;
}

/**
 * The largest whole power a sum is raised to ((2x + 1)^5 → 5). rationalize's time grows exponentially with it, not with
 * the degree alone: (2x + 1)^4 takes 0.7 s, (2x + 1)^5 never ends, while x²(x³ − 2)^2 takes 60 ms.
 */
export function largestSumPower(node: MathNode): number {
  let largest = 0;
  node.traverse((n) => {
    const o = asOperator(n);
    if (!o || o.fn !== 'pow') return;
    const base = unwrap(o.args[0]!);
    const k = constValue(o.args[1]!);
    const isSum = base.type === 'OperatorNode' && ['add', 'subtract'].includes((base as unknown as { fn: string }).fn);
    if (isSum && k !== null) largest = Math.max(largest, Math.abs(k));
  });
  return largest;
}
