import { fraction, type Fraction, type MathNode } from 'mathjs';
import type { MathMethod, MethodResult, StepDraft } from '../../problem';
import { add, divide, fractionNode, multiply, numberNode, polynomialNode, power, relationState, subtract } from './build-node';
import { printNode } from '../../nodes/print-nodes';
import { NO_SOLUTION_STATE } from './check-candidates';
import { isolateTerm, splitCoefficient } from './isolate-term';
import { functionName, unwrapParens } from '../../nodes/build-nodes';
import { coefficientOf, containsVariable, degreeOf, toPolynomial } from './polynomial';
import { rootsResult } from './roots-answer';
import { solveRelation } from './solve-linear-equation';
import { rootNodesOf, solvePolynomialRelation } from './solve-polynomial-relation';
import { callNode, symbolNode } from '../../nodes/build-nodes';

const METHOD = 'exponential equation';

interface Power {
  /** The base as a node (2, e) and, when rational, its value. */
  base: MathNode;
  baseValue: Fraction | null;
  isE: boolean;
  exponent: MathNode;
}

function asPower(node: MathNode, variable: string): Power | null {
  const n = unwrapParens(node) as unknown as { type: string; fn?: string; args?: MathNode[]; name?: string };
  if (functionName(node) === 'exp' && n.args) return { base: symbolNode('e'), baseValue: null, isE: true, exponent: n.args[0]! };
  if (n.type === 'OperatorNode' && n.fn === 'pow' && n.args) {
    const [b, e] = n.args as [MathNode, MathNode];
    if (!containsVariable(e, variable) || containsVariable(b, variable)) return null;
    const bare = unwrapParens(b) as unknown as { type: string; name?: string };
    const isE = bare.type === 'SymbolNode' && bare.name === 'e';
    const p = toPolynomial(b, '\u0000');
    const baseValue = p && p.length === 1 && p[0]!.s > 0n && !p[0]!.equals(1) ? p[0]! : null;
    if (!isE && !baseValue) return null;
    return { base: b, baseValue, isE, exponent: e };
  }
  return null;
}

function bigPow(b: bigint, k: number): bigint {
  let out = 1n;
  for (let i = 0; i < k; i++) out *= b;
  return out;
}

/** The smallest integer r with b = r^m (m ≥ 1). */
function perfectPowerRoot(b: bigint): { root: bigint; power: number } {
  for (let m = 60; m >= 2; m--) {
    const r = BigInt(Math.round(Math.pow(Number(b), 1 / m)));
    for (const c of [r - 1n, r, r + 1n]) if (c > 1n && bigPow(c, m) === b) return { root: c, power: m };
  }
  return { root: b, power: 1 };
}

/** n with r^n = k (k a positive rational, n an integer, possibly negative), or null. */
function integerLog(r: bigint, k: Fraction): number | null {
  const top = k.n;
  const bottom = k.d;
  if (bottom !== 1n && top !== 1n) return null;
  let x = bottom === 1n ? top : bottom;
  let n = 0;
  while (x > 1n && x % r === 0n) {
    x /= r;
    n++;
  }
  if (x !== 1n) return null;
  return bottom === 1n ? n : -n;
}

/**
 * b^f(x) = k: rewrite k as a power of the same base and set the exponents equal (2^(x+1) = 8 →
 * x + 1 = 3), or take logarithms when no common base exists (3^x = 5 → x = log(5)/log(3), exact).
 */
export const solveExponentialEquation: MathMethod = (problem): MethodResult | null => {
  const rel = solveRelation(problem, false);
  if (!rel) return null;
  const v = problem.variable;
  const isExp = (n: MathNode) => {
    let found = false;
    n.traverse((c) => {
      if (asPower(c, v)) found = true;
    });
    return found;
  };
  if (!isExp(rel.lhs) && !isExp(rel.rhs)) return null;
  const steps: StepDraft[] = [];
  const isolated = isolateTerm(rel, isExp);
  if (!isolated || containsVariable(isolated.other, v)) return null;
  const split = splitCoefficient(isolated.term, (n) => asPower(n, v) !== null, v);
  if (!split) return null;
  const power0 = asPower(split.core, v)!;
  if (isolated.moved) steps.push({ rule: 'Isolate the power', explanation: 'Get the power alone on one side.', state: relationState(isolated.term, '=', isolated.other) });
  let rightNode: MathNode = isolated.other;
  if (split.coefficient) {
    rightNode = divide(rightNode, split.coefficient);
    steps.push({ rule: `Divide both sides by ${printNode(split.coefficient, 'mathjs-juxtaposed')}`, explanation: 'Leave the power on its own.', state: relationState(split.core, '=', rightNode) });
  } else if (split.divisor) {
    rightNode = multiply(rightNode, split.divisor);
    steps.push({ rule: `Multiply both sides by ${printNode(split.divisor, 'mathjs-juxtaposed')}`, explanation: 'Leave the power on its own.', state: relationState(split.core, '=', rightNode) });
  }
  const rightPoly = toPolynomial(rightNode, '\u0000');
  const k = rightPoly && rightPoly.length <= 1 ? (rightPoly[0] ?? fraction(0)) : null;
  if (!k) return null;
  if (k.s < 0n || k.equals(0)) {
    return {
      method: METHOD,
      steps: [...steps, { rule: 'A power of a positive base is always positive', explanation: `${printNode(split.core, 'mathjs-juxtaposed')} is positive for every ${v}, so it cannot equal ${k.toFraction()}.`, state: NO_SOLUTION_STATE }],
      answer: NO_SOLUTION_STATE,
      solutions: [],
      note: `No solution: a power of a positive number is never ${k.equals(0) ? 'zero' : 'negative'}.`,
    };
  }
  const shownK = fractionNode(k);
  if (!rightNode.equals(shownK)) steps.push({ rule: 'Simplify', explanation: 'Work out the right side.', state: relationState(split.core, '=', shownK) });

  // Same base: 8 = 2^3, 1/9 = 3^-2, 4^x = 8 → 2^(2x) = 2^3.
  if (power0.baseValue && power0.baseValue.d === 1n) {
    const { root, power: m } = perfectPowerRoot(power0.baseValue.n);
    const n = integerLog(root, k);
    if (n !== null) {
      const r = numberNode(root);
      const exponent = unwrapParens(power0.exponent);
      const leftExp = m === 1 ? exponent : multiply(numberNode(m), exponent, true);
      steps.push({
        rule: `Write both sides as powers of ${root}`,
        explanation: `${m === 1 ? '' : `${power0.baseValue.toFraction()} = ${root}^${m}; `}${k.toFraction()} = ${root}^${n}.`,
        state: relationState(power(r, leftExp), '=', power(r, numberNode(n))),
      });
      const exponents = { lhs: leftExp, op: '=' as const, rhs: numberNode(n) };
      steps.push({ rule: 'Set the exponents equal', explanation: `Equal powers of the same base have equal exponents.`, state: { kind: 'relation', relation: exponents } });
      const inner = solvePolynomialRelation(exponents, v, problem.variables);
      if (!inner) return null;
      const roots = rootNodesOf(inner);
      if (roots === 'all') return null;
      return rootsResult(problem, METHOD, [...steps, ...inner.steps], roots);
    }
  }

  // Logarithms: f(x)·ln(b) = ln(k), then f must be linear in x for an exact answer.
  const f = toPolynomial(power0.exponent, v);
  if (!f || degreeOf(f) !== 1) return null;
  const lnK = callNode('log', [shownK]);
  const lnB = power0.isE ? null : callNode('log', [power0.base]);
  const target = lnB ? divide(lnK, lnB) : lnK;
  steps.push({
    rule: power0.isE ? 'Take the natural logarithm of both sides' : 'Take logarithms of both sides',
    explanation: power0.isE
      ? `ln(e^u) = u, so the exponent equals ln(${k.toFraction()}) (log here is the natural logarithm, ln).`
      : `log(b^u) = u·log(b): bring the exponent down, then divide by log(${printNode(power0.base, 'mathjs-juxtaposed')}) (log here is the natural logarithm, ln; any base gives the same answer).`,
    state: relationState(unwrapParens(power0.exponent), '=', target),
  });
  const a = coefficientOf(f, 1);
  const c = coefficientOf(f, 0);
  let value: MathNode = target;
  if (!c.equals(0)) value = c.s < 0n ? add(value, fractionNode(c.neg())) : subtract(value, fractionNode(c));
  if (!a.equals(1)) value = divide(value, fractionNode(a));
  if (!(a.equals(1) && c.equals(0))) {
    steps.push({
      rule: `Solve for ${v}`,
      explanation: `${printNode(polynomialNode(f, v), 'mathjs-juxtaposed')} = ${printNode(target, 'mathjs-juxtaposed')}: ${c.equals(0) ? '' : `${c.s < 0n ? 'add' : 'subtract'} ${c.abs().toFraction()}`}${!c.equals(0) && !a.equals(1) ? ', then ' : ''}${a.equals(1) ? '' : `divide by ${a.toFraction()}`}.`,
      state: relationState(symbolNode(v), '=', value),
    });
  }
  return rootsResult(problem, METHOD, steps, [value]);
};
