import type { MathNode } from 'mathjs';
import { add, div, isNumber, mul, neg, num, pow, product, replaceSymbol, sub } from './calculus-nodes';
import { pendingIntegral } from './calculus-markers';
import type { RuleApplication } from './differentiate-rules';
import { fraction, type Fraction } from 'mathjs';
import { fromPolynomial } from './polynomial-coefficients';
import { multiplyPolynomials, ONE, powerOfPolynomial, ZERO, type Polynomial } from '../equations/polynomial';
import { doubled, onlyNames, readTrigProduct, sinCosProduct, trigPower, type TrigProduct } from './trig-powers';
import { callNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/**
 * Trig integrals the way they are taught: everything in sine and cosine first when that gives plain
 * powers, an odd power split into one factor and the Pythagorean identity (then u-substitution), even
 * powers lowered with the power-reducing identities, tan² = sec² - 1 beside a secant, sin·cos beside
 * another factor as sin(2u)/2, and the reduction formulas for lone powers of sec, csc, tan and cot.
 */

const SLOT = '__trig_slot__';

/** A polynomial in one trig function, with the slot letter put back as f(g). */
function polynomialIn(p: Polynomial, name: string, g: MathNode): MathNode {
  return replaceSymbol(fromPolynomial(p, SLOT), SLOT, callNode(name, [g]));
}

function monomial(n: number): Polynomial {
  return [...new Array<Fraction>(n).fill(ZERO), ONE];
}

function written(t: TrigProduct): string {
  return [...t.powers].map(([name, p]) => (p === 1 ? `${name}` : `${name}^${p}`)).join('·');
}

/** tan u = sin u / cos u and friends, when the result is a plain product of powers or sec·tan / csc·cot. */
function inSineAndCosine(t: TrigProduct, v: string): RuleApplication | null {
  if (t.others.length > 0 || onlyNames(t, ['sin', 'cos'])) return null;
  const rule = 'Write in sine and cosine';
  if (t.sin >= 0 && t.cos >= 0) {
    return {
      rule,
      explanation: `Use tan u = sin u/cos u, cot u = cos u/sin u, sec u = 1/cos u, csc u = 1/sin u: ${written(t)} becomes a product of powers of sin and cos.`,
      result: pendingIntegral(sinCosProduct(t, t.sin, t.cos), v),
    };
  }
  const pair = t.sin === 1 && t.cos === -2 ? ['sec', 'tan'] : t.sin === -2 && t.cos === 1 ? ['csc', 'cot'] : null;
  if (!pair || (t.powers.size === 2 && t.powers.get(pair[0]!) === 1 && t.powers.get(pair[1]!) === 1)) return null;
  const node = mul(t.constant, mul(callNode(pair[0]!, [t.inside]), callNode(pair[1]!, [t.inside])));
  return {
    rule,
    explanation: `Rewrite with ${pair[0]} u = 1/${pair[0] === 'sec' ? 'cos' : 'sin'} u and ${pair[1]} u = ${pair[1] === 'tan' ? 'sin u/cos u' : 'cos u/sin u'}: the integrand is ${printNode(node, 'mathjs')}, which is in the table.`,
    result: pendingIntegral(node, v),
  };
}

/** An odd power ≥ 3 of sin or cos: split off one factor, turn the even rest with sin² + cos² = 1. */
function oddPower(t: TrigProduct, v: string): RuleApplication | null {
  if (t.others.length > 0 || !onlyNames(t, ['sin', 'cos']) || t.sin < 0 || t.cos < 0) return null;
  const splitSin = t.sin % 2 === 1 && t.sin >= 3;
  const splitCos = !splitSin && t.cos % 2 === 1 && t.cos >= 3;
  if (!splitSin && !splitCos) return null;
  const [odd, other] = splitSin ? ['sin', 'cos'] : ['cos', 'sin'];
  const k = ((splitSin ? t.sin : t.cos) - 1) / 2;
  const otherPower = splitSin ? t.cos : t.sin;
  const identity = pow(sub(num(1), pow(callNode(other, [t.inside]), num(2))), num(k));
  const node = mul(t.constant, product([identity, trigPower(other, t.inside, otherPower), callNode(odd, [t.inside])]));
  return {
    rule: 'Pythagorean identity',
    explanation: `The power of ${odd} is odd: split off one ${odd}, and write the even rest with ${odd}^2 u = 1 - ${other}^2 u. What is left is a function of ${other} u times ${odd} u, ready for u = ${other}(${printNode(t.inside, 'mathjs')}).`,
    result: pendingIntegral(node, v),
  };
}

/** Even powers of sin and cos: sin² u = (1 - cos 2u)/2, cos² u = (1 + cos 2u)/2, multiplied out. */
function evenPowers(t: TrigProduct, v: string): RuleApplication | null {
  if (t.others.length > 0 || !onlyNames(t, ['sin', 'cos']) || t.sin < 0 || t.cos < 0) return null;
  if (t.sin % 2 !== 0 || t.cos % 2 !== 0 || t.sin + t.cos < 4) return null;
  const halfMinus: Polynomial = [fraction(1, 2), fraction(-1, 2)];
  const halfPlus: Polynomial = [fraction(1, 2), fraction(1, 2)];
  const p = multiplyPolynomials(powerOfPolynomial(halfMinus, t.sin / 2), powerOfPolynomial(halfPlus, t.cos / 2));
  const node = mul(t.constant, polynomialIn(p, 'cos', doubled(t.inside)));
  return {
    rule: 'Power-reducing identities',
    explanation: `Both powers are even: use sin^2 u = (1 - cos 2u)/2 and cos^2 u = (1 + cos 2u)/2, and multiply out. Each power of cos(2u) is then integrated on its own.`,
    result: pendingIntegral(node, v),
  };
}

/** tan^k · sec^j with k even: tan² u = sec² u - 1 leaves powers of sec (cot and csc alike). */
function tangentSquares(t: TrigProduct, v: string): RuleApplication | null {
  if (t.others.length > 0) return null;
  for (const [tan, sec] of [
    ['tan', 'sec'],
    ['cot', 'csc'],
  ] as const) {
    const k = t.powers.get(tan) ?? 0;
    const j = t.powers.get(sec) ?? 0;
    if (!onlyNames(t, [tan, sec]) || k < 2 || k % 2 !== 0 || j < 1) continue;
    const p = multiplyPolynomials(powerOfPolynomial([fraction(-1), ZERO, ONE], k / 2), monomial(j));
    const node = mul(t.constant, polynomialIn(p, sec, t.inside));
    return {
      rule: 'Trig identity',
      explanation: `Rewrite with ${tan}^2 u = ${sec}^2 u - 1 and multiply out: ${written(t)} = ${printNode(node, 'mathjs')}.`,
      result: pendingIntegral(node, v),
    };
  }
  return null;
}

/** sin u cos u = sin(2u)/2 beside another factor (x sin x cos x): one trig function is left for parts. */
function doubleAngle(t: TrigProduct, v: string): RuleApplication | null {
  if (t.others.length === 0 || t.powers.size !== 2 || t.powers.get('sin') !== 1 || t.powers.get('cos') !== 1) return null;
  const node = mul(t.constant, div(product([...t.others, callNode('sin', [doubled(t.inside)])]), num(2)));
  return {
    rule: 'Double-angle identity',
    explanation: `Use sin u cos u = sin(2u)/2, so the integrand becomes ${printNode(node, 'mathjs')}.`,
    result: pendingIntegral(node, v),
  };
}

/** ∫ f^n u du in terms of ∫ f^(n-2) u du, for a lone power n ≥ 3 of sec, csc, tan or cot. */
function reductionFormula(t: TrigProduct, v: string): RuleApplication | null {
  if (t.others.length > 0 || t.powers.size !== 1 || !t.slope) return null;
  const [name, n] = [...t.powers][0]!;
  if (n < 3 || !['sec', 'csc', 'tan', 'cot'].includes(name)) return null;
  const g = t.inside;
  const scale = mul(num(n - 1), t.slope);
  const rest = mul(t.constant, pendingIntegral(trigPower(name, g, n - 2), v));
  const formulas: Record<string, { text: string; result: MathNode }> = {
    sec: {
      text: `∫ sec^n u du = sec^(n-2) u tan u/(n-1) + (n-2)/(n-1) ∫ sec^(n-2) u du`,
      result: add(mul(t.constant, div(mul(trigPower('sec', g, n - 2), callNode('tan', [g])), scale)), mul(div(num(n - 2), num(n - 1)), rest)),
    },
    csc: {
      text: `∫ csc^n u du = -csc^(n-2) u cot u/(n-1) + (n-2)/(n-1) ∫ csc^(n-2) u du`,
      result: add(neg(mul(t.constant, div(mul(trigPower('csc', g, n - 2), callNode('cot', [g])), scale))), mul(div(num(n - 2), num(n - 1)), rest)),
    },
    tan: {
      text: `∫ tan^n u du = tan^(n-1) u/(n-1) - ∫ tan^(n-2) u du`,
      result: sub(mul(t.constant, div(trigPower('tan', g, n - 1), scale)), rest),
    },
    cot: {
      text: `∫ cot^n u du = -cot^(n-1) u/(n-1) - ∫ cot^(n-2) u du`,
      result: sub(neg(mul(t.constant, div(trigPower('cot', g, n - 1), scale))), rest),
    },
  };
  const formula = formulas[name]!;
  const inside = isNumber(t.slope, 1) ? '' : ` The inside ${printNode(g, 'mathjs')} has slope ${printNode(t.slope, 'mathjs')}, so the first part is divided by ${printNode(t.slope, 'mathjs')}.`;
  return {
    rule: 'Reduction formula',
    explanation: `Use the reduction formula ${formula.text}, here with n = ${n}.${inside}`,
    result: formula.result,
  };
}

/** The trig rule a student would use next on ∫ h dv, or null. */
export function applyTrigRule(h: MathNode, v: string): RuleApplication | null {
  const t = readTrigProduct(h, v);
  if (!t) return null;
  return (
    doubleAngle(t, v) ??
    inSineAndCosine(t, v) ??
    tangentSquares(t, v) ??
    reductionFormula(t, v) ??
    oddPower(t, v) ??
    evenPowers(t, v)
  );
}
