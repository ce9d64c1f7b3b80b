import { derivative, simplify, type MathNode } from 'mathjs';
import { add, asOperator, constValue, dependsOn, div, factorsOf, mul, neg, num, pow, product, replaceSymbol, sub, sum } from './calculus-nodes';
import { pendingIntegral } from './calculus-markers';
import type { RuleApplication } from './differentiate-rules';
import { freeSymbols, numericallyEqual } from './numeric-check';
import { linearSlope, powerFactors } from './power-factors';
import { toPolynomial } from '../equations/polynomial';
import { tidy } from './tidy-expression';
import { symbolNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/**
 * Rational integrands whose coefficients hold letters (8x³/(6x² + 3a²), a/((x + a)(x + b))), which
 * the numeric partial-fraction rule cannot read: long division when the top's degree is not lower,
 * otherwise the bottom as linear factors (a quadratic factored by finding two terms whose product is
 * the constant and whose sum is the middle coefficient) and each top by the cover-up rule.
 */

const MAX_DEGREE = 6;

function tidySimplify(node: MathNode): MathNode {
  try {
    return tidy(simplify(node));
  } catch {
    return node;
  }
}

/** Coefficients c0, c1, … of a polynomial in v with letter coefficients (c_k = f^(k)(0)/k!), or null. */
export function letterCoefficients(node: MathNode, v: string): MathNode[] | null {
  if (!isPolynomialShape(node, v)) return null;
  const out: MathNode[] = [];
  let d = node;
  let factorial = 1;
  for (let k = 0; k <= MAX_DEGREE + 1; k++) {
    if (k > 0) factorial *= k;
    let c: MathNode;
    try {
      c = simplify(div(replaceSymbol(d, v, num(0)), num(factorial)));
    } catch {
      return null;
    }
    out.push(c);
    if (!dependsOn(d, v)) break;
    try {
      d = simplify(derivative(d, v));
    } catch {
      return null;
    }
  }
  while (out.length > 1 && constValue(out[out.length - 1]!) === 0) out.pop();
  if (out.length > MAX_DEGREE + 1 || dependsOn(d, v)) return null;
  const rebuilt = fromCoefficients(out, v);
  return numericallyEqual(rebuilt, node, v) ? out : null;
}

function isPolynomialShape(node: MathNode, v: string): boolean {
  let ok = true;
  node.traverse((n) => {
    const o = asOperator(n);
    if (n.type === 'FunctionNode' && dependsOn(n, v)) ok = false;
    if (o && o.fn === 'divide' && dependsOn(o.args[1]!, v)) ok = false;
    if (o && o.fn === 'pow' && dependsOn(o.args[0]!, v)) {
      const e = constValue(o.args[1]!);
      if (e === null || !Number.isInteger(e) || e < 0) ok = false;
    }
    if (o && o.fn === 'pow' && dependsOn(o.args[1]!, v)) ok = false;
  });
  return ok;
}

function fromCoefficients(coefficients: MathNode[], v: string): MathNode {
  const terms: MathNode[] = [];
  for (let k = coefficients.length - 1; k >= 0; k--) {
    const c = coefficients[k]!;
    if (constValue(c) === 0) continue;
    terms.push(mul(c, k === 0 ? num(1) : k === 1 ? symbolNode(v) : pow(symbolNode(v), num(k))));
  }
  return terms.length ? sum(terms) : num(0);
}

function hasLetters(coefficients: MathNode[]): boolean {
  return coefficients.some((c) => constValue(c) === null);
}

interface Linear {
  node: MathNode;
  slope: MathNode;
  root: MathNode;
}

function linear(node: MathNode, v: string): Linear | null {
  const slope = linearSlope(node, v);
  if (!slope) return null;
  const root = tidySimplify(neg(div(replaceSymbol(node, v, num(0)), slope)));
  return { node, slope, root };
}

/** x² + s x + p = (x + r1)(x + r2) with r1 r2 = p and r1 + r2 = s, r1 built from p's own factors. */
function splitQuadratic(c: MathNode[], v: string): Linear[] | null {
  const [c0, c1, c2] = c as [MathNode, MathNode, MathNode];
  const p = tidySimplify(div(c0, c2));
  const s = tidySimplify(div(c1, c2));
  const atoms = factorsOf(p).filter((f) => constValue(f) === null);
  if (atoms.length === 0 || atoms.length > 6) return null;
  const letters = [...new Set([...freeSymbols(p), ...freeSymbols(s)])];
  const probe = letters[0] ?? v;
  for (let mask = 1; mask < 1 << atoms.length; mask++) {
    const chosen = atoms.filter((_, i) => mask & (1 << i));
    for (const sign of [1, -1]) {
      const r1 = sign === 1 ? product(chosen) : neg(product(chosen));
      const r2 = tidySimplify(div(p, r1));
      if (!numericallyEqual(add(r1, r2), s, probe) || numericallyEqual(r1, r2, probe)) continue;
      const lead = constValue(c2) === 1 ? null : c2;
      const first = add(symbolNode(v), r1);
      return [
        { node: lead ? mul(lead, first) : first, slope: lead ?? num(1), root: tidySimplify(neg(r1)) },
        { node: add(symbolNode(v), r2), slope: num(1), root: tidySimplify(neg(r2)) },
      ];
    }
  }
  return null;
}

function longDivision(top: MathNode[], bottom: MathNode[]): { quotient: MathNode[]; remainder: MathNode[] } {
  const r = [...top];
  const db = bottom.length - 1;
  const quotient: MathNode[] = new Array<MathNode>(Math.max(1, top.length - db)).fill(num(0));
  for (let k = top.length - 1 - db; k >= 0; k--) {
    const q = tidySimplify(div(r[k + db]!, bottom[db]!));
    quotient[k] = q;
    for (let i = 0; i <= db; i++) r[i + k] = tidySimplify(sub(r[i + k]!, mul(q, bottom[i]!)));
  }
  return { quotient, remainder: r.slice(0, db) };
}

export function applyLetterFractions(h: MathNode, v: string): RuleApplication | null {
  const { constant, factors } = powerFactors(h, v);
  const ups = factors.filter((f) => typeof f.exponent === 'number' && f.exponent > 0);
  const downs = factors.filter((f) => typeof f.exponent === 'number' && f.exponent < 0);
  if (downs.length === 0 || ups.length + downs.length !== factors.length) return null;
  const topNode = product(ups.map((f) => (f.exponent === 1 ? f.base : pow(f.base, num(f.exponent as number)))));
  const bottomNode = product(downs.map((f) => (f.exponent === -1 ? f.base : pow(f.base, num(-(f.exponent as number))))));
  if (toPolynomial(topNode, v) && toPolynomial(bottomNode, v)) return null; // numbers only: the other rule's job
  const top = letterCoefficients(topNode, v);
  const bottom = letterCoefficients(bottomNode, v);
  if (!top || !bottom || bottom.length < 2 || (!hasLetters(top) && !hasLetters(bottom))) return null;
  if (top.length >= bottom.length) return divideFirst(constant, top, bottom, topNode, bottomNode, v);
  return splitIntoFractions(constant, top, bottom, topNode, downs.map((f) => ({ base: f.base, power: -(f.exponent as number) })), v);
}

function divideFirst(constant: MathNode, top: MathNode[], bottom: MathNode[], topNode: MathNode, bottomNode: MathNode, v: string): RuleApplication | null {
  const { quotient, remainder } = longDivision(top, bottom);
  const q = fromCoefficients(quotient, v);
  const r = fromCoefficients(remainder, v);
  const result = mul(constant, constValue(r) === 0 ? q : add(q, div(r, bottomNode)));
  return {
    rule: 'Polynomial long division',
    explanation: `The top has degree ${top.length - 1}, not lower than the bottom's ${bottom.length - 1}, so divide first: ${printNode(topNode, 'mathjs')} ÷ (${printNode(bottomNode, 'mathjs')}) = ${printNode(q, 'mathjs')} remainder ${printNode(r, 'mathjs')}.`,
    result: pendingIntegral(result, v),
  };
}

function splitIntoFractions(
  constant: MathNode,
  top: MathNode[],
  bottom: MathNode[],
  topNode: MathNode,
  downs: Array<{ base: MathNode; power: number }>,
  v: string,
): RuleApplication | null {
  if (downs.some((d) => d.power !== 1)) return null;
  let factors: Linear[] | null;
  let factoredText = '';
  if (downs.length === 1 && bottom.length === 3) {
    factors = splitQuadratic(bottom, v);
    if (factors) factoredText = `Factor the bottom: ${printNode(downs[0]!.base, 'mathjs')} = ${factors.map((f) => `(${printNode(f.node, 'mathjs')})`).join('')}. `;
  } else {
    const read = downs.map((d) => linear(d.base, v));
    factors = read.every((f): f is Linear => f !== null) ? read : null;
  }
  if (!factors || factors.length < 2 || top.length > factors.length) return null;
  const letters = freeSymbols(sum(factors.map((f) => f.root)));
  const probe = letters[0] ?? v;
  for (let i = 0; i < factors.length; i++)
    for (let j = i + 1; j < factors.length; j++) if (numericallyEqual(factors[i]!.root, factors[j]!.root, probe)) return null;
  const topAt = (t: MathNode) => replaceSymbol(fromCoefficients(top, v), v, t);
  const terms = factors.map((f, i) => {
    const others = factors!.filter((_, j) => j !== i).map((g) => replaceSymbol(g.node, v, f.root));
    const coefficient = tidySimplify(div(topAt(f.root), product(others)));
    return div(coefficient, f.node);
  });
  const names = factors.map((f, i) => `${String.fromCharCode(65 + i)}/(${printNode(f.node, 'mathjs')})`).join(' + ');
  return {
    rule: 'Partial fractions',
    explanation: `${factoredText}Split ${printNode(topNode, 'mathjs')} over the factors into ${names}. Cover-up: each top is the rest of the fraction at the root of its own factor (${factors.map((f) => `${v} = ${printNode(f.root, 'mathjs')}`).join(', ')}).`,
    result: pendingIntegral(mul(constant, sum(terms)), v),
  };
}
