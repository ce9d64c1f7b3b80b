import { simplify, type MathNode } from 'mathjs';
import { asOperator, constValue, div, isNumber, isSymbol, mul, num, pow, product, unwrap } from './calculus-nodes';
import { pendingIntegral, substitution } from './calculus-markers';
import type { RuleApplication } from './differentiate-rules';
import { freeSymbols } from './numeric-check';
import { exponentNode, powerFactors } from './power-factors';
import { trigPower } from './trig-powers';
import { callNode, symbolNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/**
 * Trig substitution for x^m (k - b x²)^(n/2) with n odd: let x = s sin θ with s = √(k/b), so that
 * k - b x² = k cos² θ and dx = s cos θ dθ. The root disappears and a power of sin θ and cos θ is left;
 * θ = asin(x/s) goes back in at the end.
 */

const THETA = 'theta';

/** [b, k] for k - b v² (no v term, b a positive number), else null. */
function minusSquare(node: MathNode, v: string): [number, MathNode] | null {
  const o = asOperator(unwrap(node));
  if (!o || (o.fn !== 'subtract' && o.fn !== 'add')) return null;
  const [left, right] = [o.args[0]!, o.args[1]!];
  const square = (n: MathNode): number | null => {
    const { constant, factors } = powerFactors(n, v);
    const c = constValue(constant);
    return factors.length === 1 && isSymbol(factors[0]!.base, v) && factors[0]!.exponent === 2 && c !== null ? c : null;
  };
  const b = square(right);
  if (b === null || freeSymbols(left).includes(v)) return null;
  const coefficient = o.fn === 'subtract' ? b : -b;
  return coefficient > 0 ? [coefficient, left] : null;
}

function tidyConstant(node: MathNode): MathNode {
  try {
    return simplify(node);
  } catch {
    return node;
  }
}

/** √q, exact for a perfect square number. */
function squareRoot(q: MathNode): MathNode {
  const value = constValue(q);
  if (value !== null && value > 0 && Number.isInteger(Math.sqrt(value))) return num(Math.sqrt(value));
  return callNode('sqrt', [q]);
}

export function applyTrigSubstitution(h: MathNode, v: string): RuleApplication | null {
  const { constant, factors } = powerFactors(h, v);
  let m = 0;
  let root: { b: number; k: MathNode; p: number; base: MathNode } | null = null;
  for (const f of factors) {
    if (typeof f.exponent !== 'number') return null;
    if (isSymbol(f.base, v) && Number.isInteger(f.exponent) && f.exponent > 0) {
      m += f.exponent;
      continue;
    }
    const found = minusSquare(f.base, v);
    const halfOdd = Number.isInteger(f.exponent - 0.5);
    if (!found || !halfOdd || root) return null;
    root = { b: found[0], k: found[1], p: f.exponent, base: f.base };
  }
  if (!root) return null;
  const { b, k, p } = root;
  const x = symbolNode(v);
  const s = squareRoot(isNumber(num(b), 1) ? k : tidyConstant(div(k, num(b))));
  // s^(m+1) · k^p, written as powers of k and b so √a³·√a becomes a².
  const scale = tidyConstant(div(pow(k, exponentNode((m + 1) / 2 + p)), b === 1 ? num(1) : pow(num(b), exponentNode((m + 1) / 2))));
  const theta = symbolNode(THETA);
  const body = mul(mul(constant, scale), product([trigPower('sin', theta, m), trigPower('cos', theta, 2 * p + 1)]));
  const back = callNode('asin', [isNumber(s, 1) ? x : div(x, s)]);
  const sShown = isNumber(s, 1) ? '' : `${printNode(s, 'mathjs')} `;
  return {
    rule: 'Trig substitution',
    explanation:
      `The root of ${printNode(root.base, 'mathjs')} calls for x = ${sShown}sin θ (θ between -π/2 and π/2), so dx = ${sShown}cos θ dθ and ` +
      `${printNode(root.base, 'mathjs')} = ${isNumber(k, 1) ? '' : `${printNode(k, 'mathjs')} `}cos^2 θ (since 1 - sin^2 θ = cos^2 θ). The integral becomes ∫ ${printNode(body, 'mathjs').replace(/theta/g, 'θ')} dθ.`,
    result: substitution(pendingIntegral(body, THETA), THETA, back),
  };
}
