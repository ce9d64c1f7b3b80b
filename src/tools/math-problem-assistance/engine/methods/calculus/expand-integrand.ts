import { rationalize, type MathNode } from 'mathjs';
import { add, asOperator, dependsOn, isSymbol, mul, neg, num, pow, termsOf, unwrap } from './calculus-nodes';
import { pendingIntegral } from './calculus-markers';
import type { RuleApplication } from './differentiate-rules';
import { fromPolynomial } from './polynomial-coefficients';
import { degreeBound, largestSumPower } from './polynomial-degree';
import { powerFactors } from './power-factors';
import { tidy } from './tidy-expression';
import { toPolynomial } from '../equations/polynomial';
import { symbolNode } from '../../nodes/build-nodes';

/**
 * Multiplying out a product or power of sums before integrating: x(x+a)^3, (2x+1)^2·x. mathjs's
 * rationalize grows exponentially with the degree (x²(x³ − 2)^4 takes seconds, the fifth power never
 * ends), so past a small degree the exact polynomial type multiplies out numbers-only integrands, and
 * a substitution is tried first (integrate-rules.ts).
 */

/** Past this degree, or a sum to a higher power than this, an expansion is worth trying only after a substitution, and with letters not at all. */
const SMALL_EXPANSION_DEGREE = 6;
const SMALL_SUM_POWER = 3;
/** Past this degree no worked solution writes the terms out. */
const MAX_EXPANSION_DEGREE = 24;
/**
 * Past degree 12 a worked solution writes the terms out only when they are few: (x³ − 2)^5 multiplies out to six
 * terms up to x^15, which a student can follow; (x + 1)^20 gives 21, which nobody reads.
 */
const SHORT_EXPANSION_DEGREE = 12;
const MAX_LONG_EXPANSION_TERMS = 8;

function isPolynomialIn(node: MathNode, v: string): boolean {
  let ok = true;
  node.traverse((n) => {
    const o = asOperator(n);
    if (n.type === 'FunctionNode' && dependsOn(n, v)) ok = false;
    if (o && o.fn === 'divide' && dependsOn(o.args[1]!, v)) ok = false;
    if (o && o.fn === 'pow') {
      const e = unwrap(o.args[1]!);
      const value = e.type === 'ConstantNode' ? Number((e as unknown as { value: unknown }).value) : NaN;
      if (dependsOn(o.args[0]!, v) && !(Number.isInteger(value) && value >= 0)) ok = false;
    }
  });
  return ok;
}

/** A polynomial integrand whose multiplied-out form is large: a substitution is tried before it. */
export function expandsLarge(h: MathNode, v: string): boolean {
  return isPolynomialIn(h, v) && (degreeBound(h, v) > SMALL_EXPANSION_DEGREE || largestSumPower(h) > SMALL_SUM_POWER);
}

function hasProductOfSums(h: MathNode, v: string): boolean {
  let found = false;
  h.traverse((n) => {
    const o = asOperator(n);
    if (o && (o.fn === 'multiply' || o.fn === 'pow') && o.args.some((a) => termsOf(a).length > 1 && dependsOn(a, v))) found = true;
  });
  return found;
}

/** a x^3 + a x^3 + 2 x → 2a x^3 + 2x: like powers of x gathered, highest first. */
function collectPowers(node: MathNode, v: string): MathNode {
  const groups = new Map<number, MathNode[]>();
  for (const t of termsOf(node)) {
    const { constant, factors } = powerFactors(t.term, v);
    const power = factors.length === 0 ? 0 : factors.length === 1 && isSymbol(factors[0]!.base, v) ? factors[0]!.exponent : NaN;
    if (typeof power !== 'number' || Number.isNaN(power)) throw new Error('not a polynomial');
    groups.set(power, [...(groups.get(power) ?? []), t.sign === 1 ? constant : neg(constant)]);
  }
  const powers = [...groups.keys()].sort((a, b) => b - a);
  return powers.reduce<MathNode>((acc, p) => {
    const coefficient = tidy(groups.get(p)!.reduce((s, c) => add(s, c), num(0)));
    const xPower = p === 0 ? num(1) : p === 1 ? symbolNode(v) : pow(symbolNode(v), num(p));
    return add(acc, mul(coefficient, xPower));
  }, num(0));
}

/** The integrand multiplied out, or null: small ones by rationalize (letters allowed), larger ones with numbers only, exactly. */
function multiplyOut(h: MathNode, v: string): MathNode | null {
  if (degreeBound(h, v) > MAX_EXPANSION_DEGREE) return null;
  if (expandsLarge(h, v)) {
    const exact = toPolynomial(h, v, MAX_EXPANSION_DEGREE);
    if (!exact) return null;
    const terms = exact.filter((c) => Math.abs(c.valueOf()) >= 1e-12).length;
    if (exact.length - 1 > SHORT_EXPANSION_DEGREE && terms > MAX_LONG_EXPANSION_TERMS) return null;
    return fromPolynomial(exact, v);
  }
  try {
    return collectPowers(rationalize(h) as MathNode, v);
  } catch {
    return null;
  }
}

/** A product or power of sums, which expands into powers of x. */
export function expandRule(h: MathNode, v: string): RuleApplication | null {
  if (!isPolynomialIn(h, v) || !hasProductOfSums(h, v)) return null;
  const expanded = multiplyOut(h, v);
  if (!expanded) return null;
  return {
    rule: 'Expand',
    explanation: 'Multiply out the brackets, so every term is a power of x on its own.',
    result: pendingIntegral(expanded, v),
  };
}
