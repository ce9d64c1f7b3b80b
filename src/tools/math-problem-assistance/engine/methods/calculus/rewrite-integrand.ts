import { simplify, type MathNode } from 'mathjs';
import { add, asFunction, asOperator, constValue, dependsOn, div, isSymbol, mul, num, pow, sub, unwrap } from './calculus-nodes';
import { pendingIntegral } from './calculus-markers';
import type { RuleApplication } from './differentiate-rules';
import { powerFactors } from './power-factors';
import { symbolNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/**
 * Rewrites that make an integrand simpler before any method: e^(k ln x) is x^k, and sinh or cosh
 * beside an exponential is written in exponentials, so the product becomes a sum of exponentials.
 */

/** The exponent of e^g or exp(g), else null. */
function exponentOfE(node: MathNode): MathNode | null {
  const n = unwrap(node);
  const f = asFunction(n);
  if (f && f.name === 'exp' && f.args.length === 1) return f.args[0]!;
  const o = asOperator(n);
  if (o && o.fn === 'pow' && isSymbol(o.args[0]!, 'e')) return o.args[1]!;
  return null;
}

/** k · ln(g) with k free of the variable: [k, g]. */
function multipleOfLog(node: MathNode, v: string): [MathNode, MathNode] | null {
  const { constant, factors } = powerFactors(node, v);
  if (factors.length !== 1 || factors[0]!.exponent !== 1) return null;
  const f = asFunction(unwrap(factors[0]!.base));
  if (!f || (f.name !== 'log' && f.name !== 'ln') || f.args.length !== 1) return null;
  return [constant, f.args[0]!];
}

function exponentialOfLog(h: MathNode, v: string): RuleApplication | null {
  const { constant, factors } = powerFactors(h, v);
  if (factors.length !== 1 || factors[0]!.exponent !== 1) return null;
  const exponent = exponentOfE(factors[0]!.base);
  const log = exponent ? multipleOfLog(exponent, v) : null;
  if (!log) return null;
  const [k, g] = log;
  const node = mul(constant, pow(g, k));
  return {
    rule: 'Simplify the integrand',
    explanation: `e and ln undo each other: e^(k ln u) = (e^(ln u))^k = u^k, so the integrand is ${printNode(node, 'mathjs')}.`,
    result: pendingIntegral(node, v),
  };
}

function tidyExponent(node: MathNode): MathNode {
  try {
    return simplify(node);
  } catch {
    return node;
  }
}

function ePower(exponent: MathNode): MathNode {
  const e = tidyExponent(exponent);
  return constValue(e) === 0 ? num(1) : pow(symbolNode('e'), e);
}

/** sinh g · e^h (or cosh): (e^(h+g) ∓ e^(h-g))/2, each a table integral. */
function hyperbolicWithExponential(h: MathNode, v: string): RuleApplication | null {
  const { constant, factors } = powerFactors(h, v);
  if (factors.length !== 2 || factors.some((f) => f.exponent !== 1)) return null;
  const hyperbolicIndex = factors.findIndex((f) => ['sinh', 'cosh'].includes(asFunction(unwrap(f.base))?.name ?? ''));
  if (hyperbolicIndex < 0) return null;
  const hyperbolic = asFunction(unwrap(factors[hyperbolicIndex]!.base))!;
  const exponent = exponentOfE(factors[1 - hyperbolicIndex]!.base);
  if (!exponent || !dependsOn(exponent, v) || hyperbolic.args.length !== 1) return null;
  const g = hyperbolic.args[0]!;
  const up = ePower(add(exponent, g));
  const down = ePower(sub(exponent, g));
  const isSinh = hyperbolic.name === 'sinh';
  const node = mul(constant, div(isSinh ? sub(up, down) : add(up, down), num(2)));
  const definition = isSinh ? 'sinh u = (e^u - e^(-u))/2' : 'cosh u = (e^u + e^(-u))/2';
  return {
    rule: 'Write in exponentials',
    explanation: `Use ${definition} and multiply out, adding the powers of e: the integrand is ${printNode(node, 'mathjs')}.`,
    result: pendingIntegral(node, v),
  };
}

export function applyRewriteRule(h: MathNode, v: string): RuleApplication | null {
  return exponentialOfLog(h, v) ?? hyperbolicWithExponential(h, v);
}
