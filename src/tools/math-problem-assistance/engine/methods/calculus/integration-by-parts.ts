import { derivative, simplify, type MathNode } from 'mathjs';
import { asFunction, asOperator, dependsOn, isNumber, isSymbol, mul, pow, product, sub, unwrap } from './calculus-nodes';
import { pendingIntegral } from './calculus-markers';
import type { RuleApplication } from './differentiate-rules';
import { tableIntegral } from './integral-table';
import { exponentNode, powerFactors, type PowerFactor } from './power-factors';
import { tidyLayout } from './tidy-expression';
import { symbolNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/**
 * Integration by parts, ∫ u dv = uv - ∫ v du, with u chosen by LIATE (Logarithm, Inverse trig,
 * Algebraic, Trig, Exponential: the first kind present becomes u, because differentiating it makes
 * it simpler) and dv the rest, which must be in the table.
 */

const RANK = { L: 0, I: 1, A: 2, T: 3, E: 4 } as const;
type Kind = keyof typeof RANK;

function kindOf(factor: PowerFactor, v: string): Kind | null {
  const base = unwrap(factor.base);
  const n = factor.exponent;
  const f = asFunction(base);
  if (f && (f.name === 'log' || f.name === 'ln') && typeof n === 'number' && Number.isInteger(n) && n > 0) return 'L';
  if (f && ['asin', 'acos', 'atan'].includes(f.name) && n === 1) return 'I';
  if (isSymbol(base, v) && (typeof n !== 'number' || n > 0)) return 'A';
  if (f && ['sin', 'cos'].includes(f.name) && n === 1) return 'T';
  // sinh and cosh are sums of exponentials: they go with E, so sinh x cos x is done by parts twice.
  if (f && ['sinh', 'cosh'].includes(f.name) && n === 1) return 'E';
  const o = asOperator(base);
  if ((f && f.name === 'exp') || (o && o.fn === 'pow' && !dependsOn(o.args[0]!, v))) return 'E';
  return null;
}

function asNode(factor: PowerFactor): MathNode {
  return factor.exponent === 1 ? factor.base : pow(factor.base, exponentNode(factor.exponent));
}

export function applyParts(h: MathNode, v: string): RuleApplication | null {
  const { constant, factors } = powerFactors(h, v);
  const kinds = factors.map((f) => kindOf(f, v));
  // ln(ax + 1)/x^2: a negative power of x is fine as dv beside a log or an inverse trig function (v = -1/x).
  const beside = kinds.some((k) => k === 'L' || k === 'I');
  factors.forEach((f, i) => {
    if (beside && kinds[i] === null && isSymbol(f.base, v) && typeof f.exponent === 'number' && f.exponent < 0 && f.exponent !== -1) kinds[i] = 'A';
  });
  if (kinds.some((k) => k === null) || factors.length === 0 || factors.length > 2) return null;
  const order = kinds.map((k, i) => ({ k: k!, i })).sort((a, b) => RANK[a.k] - RANK[b.k]);
  const chosen = order[0]!;
  // Alone, only a log or an inverse trig function is done by parts (with dv = dx).
  if (factors.length === 1 && chosen.k !== 'L' && chosen.k !== 'I') return null;
  if (factors.length === 2 && order[1]!.k === chosen.k) return null;
  const u = asNode(factors[chosen.i]!);
  const dvNode = product([constant, ...factors.filter((_, i) => i !== chosen.i).map(asNode)]);
  const vNode = dependsOn(dvNode, v) ? tableIntegral(dvNode, v)?.node : mul(dvNode, symbolNode(v));
  if (!vNode) return null;
  let du: MathNode;
  let next: MathNode;
  try {
    du = simplify(derivative(u, v));
    next = simplify(mul(vNode, du));
  } catch {
    return null;
  }
  const vShown = tidyLayout(simplify(vNode));
  // Inside a u-substitution the variable is already called u: the parts letters become p and q.
  const [U, V] = v === 'u' || v === 'v' ? ['p', 'q'] : ['u', 'v'];
  const dvShown = isNumber(dvNode, 1) ? `d${v}` : `${printNode(dvNode, 'mathjs')} d${v}`;
  return {
    rule: 'Integration by parts',
    explanation:
      `∫ ${U} d${V} = ${U}${V} - ∫ ${V} d${U}. Choose ${U} = ${printNode(u, 'mathjs')} (LIATE: logs, inverse trig, algebra, trig, exponentials — the first one present is ${U}) ` +
      `and d${V} = ${dvShown}. Then d${U} = ${printNode(tidyLayout(du), 'mathjs')} d${v} and ${V} = ${printNode(vShown, 'mathjs')}.`,
    result: sub(mul(u, vShown), pendingIntegral(tidyLayout(next), v)),
  };
}
