import { fraction, type MathNode } from 'mathjs';
import type { MathMethod, MethodResult, StepDraft } from '../../problem';
import { divide, fractionNode, multiply, numberNode, parenthesize, polynomialNode, power, relation, relationState } from './build-node';
import { checkCandidates } from './check-candidates';
import { isolateTerm, splitCoefficient } from './isolate-term';
import { functionName, unwrapParens } from '../../nodes/build-nodes';
import { containsVariable, toPolynomial } from './polynomial';
import { solveRelation } from './solve-linear-equation';
import { rootNodesOf, solvePolynomialRelation } from './solve-polynomial-relation';

const METHOD = 'isolate and raise to a power';
const ORDINALS: Record<number, string> = { 3: 'cube', 5: 'fifth power', 7: 'seventh power' };

/** cbrt(u), nthRoot(u, 3), nthRoot(u, 5): an odd root written as a root and its index; null for anything else. */
function oddRoot(node: MathNode): { index: number; radicand: MathNode } | null {
  const n = unwrapParens(node) as unknown as { args?: MathNode[] };
  const name = functionName(node);
  if (name === 'cbrt' && n.args?.length === 1) return { index: 3, radicand: n.args[0] as MathNode };
  const constant = (arg: MathNode | undefined) => {
    const p = arg ? toPolynomial(arg, '\u0000') : null;
    return p && p.length <= 1 ? (p[0] ?? fraction(0)) : null;
  };
  if (name === 'nthRoot' && n.args?.length === 2) {
    const index = constant(n.args[1]);
    if (index && index.d === 1n && index.n % 2n === 1n && index.n >= 3n && index.n <= 7n && index.s > 0n) return { index: Number(index.n), radicand: n.args[0] as MathNode };
  }
  // x^(1/3) is left alone: whether it is defined for a negative x is a convention the student's course sets.
  return null;
}

function countOddRoots(node: MathNode, variable: string): number {
  return node.filter((child) => {
    const root = oddRoot(child);
    return root !== null && containsVariable(root.radicand, variable);
  }).length;
}

/**
 * ∛(2x + 3) = -1, 2·∛(x − 1) + 4 = 0: one odd root with the variable under it. Isolate it and raise both
 * sides to the root's index; an odd power takes every real number to exactly one, so no solution is added
 * or lost (every candidate is still put back into the equation as typed).
 */
export const solveOddRootEquation: MathMethod = (problem): MethodResult | null => {
  const rel = solveRelation(problem, false);
  if (!rel) return null;
  const v = problem.variable;
  if (countOddRoots(rel.lhs, v) + countOddRoots(rel.rhs, v) !== 1) return null;
  const isolated = isolateTerm(rel, (node) => countOddRoots(node, v) === 1);
  if (!isolated || containsVariable(isolated.other, v) && countOddRoots(isolated.other, v) > 0) return null;
  const split = splitCoefficient(isolated.term, (node) => oddRoot(node) !== null, v);
  const root = split && oddRoot(split.core);
  if (!split || !root || !containsVariable(root.radicand, v)) return null;
  const steps: StepDraft[] = [];
  const collected = toPolynomial(isolated.other, v);
  const other = collected ? polynomialNode(collected, v) : isolated.other;
  if (isolated.moved) {
    steps.push({ rule: 'Isolate the root', explanation: 'Get the root alone on one side, so that one power removes it.', state: relationState(isolated.term, '=', other) });
  }
  const k = numberNode(root.index);
  const raise = (c: MathNode) => {
    const p = toPolynomial(c, '\u0000');
    return p && p.length <= 1 ? fractionNode((p[0] ?? fraction(0)).pow(root.index)) : power(parenthesize(c), k);
  };
  const inside = parenthesize(root.radicand);
  const left = split.coefficient ? multiply(raise(split.coefficient), inside, true) : split.divisor ? divide(inside, raise(split.divisor)) : root.radicand;
  const simple = (unwrapParens(other) as unknown as { type: string }).type !== 'OperatorNode';
  const right = simple ? power(other, k) : power(parenthesize(other), k);
  const word = ORDINALS[root.index] ?? `power ${root.index}`;
  steps.push({
    rule: `Raise both sides to the power ${root.index}`,
    explanation: `The ${word} undoes the root. An odd power keeps the sign, so this adds no solution; each answer is still checked at the end.`,
    state: relationState(left, '=', right),
  });
  const inner = solvePolynomialRelation(relation(left, '=', right), v, problem.variables);
  if (!inner) return null;
  const candidates = rootNodesOf(inner);
  if (candidates === 'all') return null;
  return checkCandidates(problem, METHOD, [...steps, ...inner.steps], candidates, 'the two sides differ', false);
};
