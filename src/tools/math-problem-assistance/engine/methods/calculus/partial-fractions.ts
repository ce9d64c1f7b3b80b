import type { MathNode } from 'mathjs';
import { add, asOperator, div, isSymbol, mul, num, numberNode, pow, rational, sub, sum, unwrap } from './calculus-nodes';
import { pendingIntegral } from './calculus-markers';
import { tidyLayout } from './tidy-expression';
import type { RuleApplication } from './differentiate-rules';
import { evaluateAt, fromPolynomial, rationalRoots } from './polynomial-coefficients';
import { coefficientOf, degreeOf as degree, dividePolynomials, toPolynomial, type Polynomial } from '../equations/polynomial';
import { symbolNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/**
 * Rational integrands P(x)/Q(x) with numeric coefficients: long division first when the top's
 * degree is not lower, then the denominator factored into (x - r) factors (rational roots, repeats
 * allowed) and split into A/(x - r)^k terms; a pure x^2 + k denominator splits the top instead.
 */

function linearFactor(v: string, r: number): MathNode {
  if (r === 0) return symbolNode(v);
  const q = rational(r);
  if (q && q[1] !== 1) {
    // x - p/q is written (q x - p) with the q moved into the coefficient by the caller.
    return r > 0 ? sub(mul(num(q[1]), symbolNode(v)), num(q[0])) : add(mul(num(q[1]), symbolNode(v)), num(-q[0]));
  }
  return r > 0 ? sub(symbolNode(v), numberNode(r)) : add(symbolNode(v), numberNode(-r));
}

/** How much bigger q·x - p is than x - p/q: the coefficient's correction. */
function factorScale(r: number): number {
  const q = rational(r);
  return q && q[1] !== 1 ? q[1] : 1;
}

function solve(matrix: number[][], rhs: number[]): number[] | null {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    if (Math.abs(a[pivot]![col]!) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const k = a[r]![col]! / a[col]![col]!;
      for (let c = col; c <= n; c++) a[r]![c]! -= k * a[col]![c]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

function splitQuotient(h: MathNode): [MathNode, MathNode] | null {
  const o = asOperator(unwrap(h));
  return o && o.fn === 'divide' ? [o.args[0]!, o.args[1]!] : null;
}

export function applyRationalRule(h: MathNode, v: string): RuleApplication | null {
  const quotient = splitQuotient(h);
  if (!quotient) return null;
  const [topNode, bottomNode] = quotient;
  const top = toPolynomial(topNode, v);
  const bottom = toPolynomial(bottomNode, v);
  if (!top || !bottom || degree(bottom) < 1 || degree(top) < 0) return null;
  if (degree(top) >= degree(bottom)) {
    const { quotient: q, remainder: r } = dividePolynomials(top, bottom);
    const rest = degree(r) < 0 ? num(0) : div(fromPolynomial(r, v), bottomNode);
    return {
      rule: 'Polynomial long division',
      explanation: `The top has degree ${degree(top)}, not lower than the bottom's ${degree(bottom)}, so divide first: ${printNode(topNode, 'mathjs')} ÷ (${printNode(bottomNode, 'mathjs')}) = ${printNode(fromPolynomial(q, v), 'mathjs')} remainder ${printNode(fromPolynomial(r, v), 'mathjs')}.`,
      result: pendingIntegral(add(fromPolynomial(q, v), rest), v),
    };
  }
  return partialFractions(top, bottom, topNode, bottomNode, v) ?? splitOverQuadratic(top, bottom, bottomNode, v);
}

function partialFractions(top: Polynomial, bottom: Polynomial, topNode: MathNode, bottomNode: MathNode, v: string): RuleApplication | null {
  const roots = rationalRoots(bottom);
  const count = roots.reduce((acc, r) => acc + r.multiplicity, 0);
  if (count !== degree(bottom) || count < 2 && roots.every((r) => r.multiplicity === 1)) return null;
  const unknowns = roots.flatMap((r) => Array.from({ length: r.multiplicity }, (_, j) => ({ root: r.root, power: j + 1 })));
  const samples = unknowns.map((_, i) => 0.37 + 1.13 * i + 0.071 * i * i);
  const matrix = samples.map((t) => unknowns.map((u) => 1 / (t - u.root) ** u.power));
  const rhs = samples.map((t) => evaluateAt(top, t) / evaluateAt(bottom, t));
  const values = solve(matrix, rhs);
  if (!values) return null;
  const lead = bottom[bottom.length - 1]!.valueOf();
  const terms: MathNode[] = [];
  unknowns.forEach((u, i) => {
    const a = values[i]!;
    if (Math.abs(a) < 1e-10) return;
    // A/(x - p/q)^k = A q^k / (q x - p)^k.
    const coefficient = a * factorScale(u.root) ** u.power;
    const r = rational(coefficient);
    if (!r) return;
    const factor = linearFactor(v, u.root);
    terms.push(div(numberNode(coefficient), u.power === 1 ? factor : pow(factor, num(u.power))));
  });
  if (terms.length !== unknowns.filter((_, i) => Math.abs(values[i]!) >= 1e-10).length) return null;
  const scaleBack = roots.reduce((acc, r) => acc * factorScale(r.root) ** r.multiplicity, 1);
  const factored = mul(
    numberNode(lead / scaleBack),
    roots.map((r) => (r.multiplicity === 1 ? linearFactor(v, r.root) : pow(linearFactor(v, r.root), num(r.multiplicity)))).reduce((acc, f) => mul(acc, f)),
  );
  const names = unknowns.map((u) => `A/(${printNode(linearFactor(v, u.root), 'mathjs')})${u.power > 1 ? `^${u.power}` : ''}`).join(' + ');
  const alreadyFactored = !isExpanded(bottomNode, v);
  return {
    rule: 'Partial fractions',
    explanation: `${alreadyFactored ? '' : `Factor the bottom: ${printNode(bottomNode, 'mathjs')} = ${printNode(factored, 'mathjs')}. `}Split ${printNode(div(topNode, factored), 'mathjs')} into simple fractions of the form ${names}, and find each top by matching both sides.`,
    result: pendingIntegral(sum(terms.map(tidyLayout)), v),
  };
}

/** A denominator typed as a sum of powers (x^2 + 3x + 2) rather than as factors ((x+1)(x+2)). */
function isExpanded(node: MathNode, v: string): boolean {
  const o = asOperator(unwrap(node));
  return !!o && (o.fn === 'add' || o.fn === 'subtract') && !isSymbol(node, v);
}

/** (b x + c)/(p x^2 + k): split the top so one part is a u-substitution and the other an arctangent. */
function splitOverQuadratic(top: Polynomial, bottom: Polynomial, bottomNode: MathNode, v: string): RuleApplication | null {
  const at = (p: Polynomial, k: number): number => coefficientOf(p, k).valueOf();
  if (degree(bottom) !== 2 || Math.abs(at(bottom, 1)) > 1e-12 || degree(top) !== 1 || Math.abs(at(top, 0)) < 1e-12) return null;
  if (at(bottom, 2) * at(bottom, 0) <= 0) return null;
  const linearPart = div(mul(numberNode(at(top, 1)), symbolNode(v)), bottomNode);
  const constantPart = div(numberNode(at(top, 0)), bottomNode);
  return {
    rule: 'Split the fraction',
    explanation: 'Split the top into its x term and its number: the x term is a substitution (the top is almost the derivative of the bottom) and the number gives an arctangent.',
    result: add(pendingIntegral(linearPart, v), pendingIntegral(constantPart, v)),
  };
}
