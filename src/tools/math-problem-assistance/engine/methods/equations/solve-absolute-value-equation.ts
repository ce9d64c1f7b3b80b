import type { MathNode } from 'mathjs';
import type { MathMethod, MethodResult, Relation, StepDraft } from '../../problem';
import { divide, multiply, relationState } from './build-node';
import { checkCandidates, NO_SOLUTION_STATE } from './check-candidates';
import { valueOf } from './check-solution';
import { caseRelation, isolateTerm, opposite, simplifyConstant, splitCoefficient, zipCases } from './isolate-term';
import { functionName, unwrapParens } from '../../nodes/build-nodes';
import { containsVariable } from './polynomial';
import { solveRelation } from './solve-linear-equation';
import { rootNodesOf, solvePolynomialRelation } from './solve-polynomial-relation';

const METHOD = 'absolute value cases';

const isAbs = (n: MathNode) => functionName(unwrapParens(n)) === 'abs';
const inside = (n: MathNode) => (unwrapParens(n) as unknown as { args: MathNode[] }).args[0]!;

function hasAbsOf(node: MathNode, variable: string): boolean {
  let found = false;
  node.traverse((child) => {
    if (isAbs(child) && containsVariable(inside(child), variable)) found = true;
  });
  return found;
}

/**
 * |u| = k: u = k or u = -k (no solution when k < 0); |u| = |v|: u = v or u = -v; |u| = (expression
 * in x): both cases, then each answer is checked, because the right side must not be negative.
 */
export const solveAbsoluteValueEquation: MathMethod = (problem): MethodResult | null => {
  const rel = solveRelation(problem, false);
  if (!rel) return null;
  const v = problem.variable;
  if (!hasAbsOf(rel.lhs, v) && !hasAbsOf(rel.rhs, v)) return null;
  const steps: StepDraft[] = [];
  let cases: Relation[];
  let needsCheck = false;
  const bothAbs = isAbs(rel.lhs) && isAbs(rel.rhs);
  if (bothAbs) {
    const [u, w] = [inside(rel.lhs), inside(rel.rhs)];
    cases = [caseRelation(u, w), caseRelation(u, opposite(w))];
    steps.push({
      rule: 'Split into two cases',
      explanation: 'Two numbers have the same absolute value when they are equal or opposite.',
      state: { kind: 'relations', relations: cases, join: 'or' },
    });
  } else {
    const isolated = isolateTerm(rel, (n) => hasAbsOf(n, v));
    if (!isolated) return null;
    const split = splitCoefficient(isolated.term, isAbs, v);
    if (!split) return null;
    let other = isolated.other;
    if (isolated.moved) {
      steps.push({ rule: 'Isolate the absolute value', explanation: 'Get the absolute value alone on one side.', state: relationState(isolated.term, '=', other) });
    }
    if (split.coefficient) {
      other = simplifyConstant(divide(other, split.coefficient));
      steps.push({ rule: `Divide both sides by ${split.coefficient.toString()}`, explanation: 'Leave the absolute value on its own.', state: relationState(split.core, '=', other) });
    } else if (split.divisor) {
      other = simplifyConstant(multiply(other, split.divisor));
      steps.push({ rule: `Multiply both sides by ${split.divisor.toString()}`, explanation: 'Leave the absolute value on its own.', state: relationState(split.core, '=', other) });
    }
    const u = inside(split.core);
    if (!containsVariable(other, v)) {
      const k = valueOf(other);
      if (!k || Math.abs(k.im) > 1e-12) return null;
      if (k.re < 0) {
        return {
          method: METHOD,
          steps: [...steps, { rule: 'An absolute value is never negative', explanation: `|${u.toString()}| is a distance, so it cannot equal a negative number.`, state: NO_SOLUTION_STATE }],
          answer: NO_SOLUTION_STATE,
          solutions: [],
          note: 'No solution: an absolute value is never negative.',
        };
      }
      cases = k.re === 0 ? [caseRelation(u, other)] : [caseRelation(u, other), caseRelation(u, opposite(other))];
    } else {
      needsCheck = true;
      cases = [caseRelation(u, other), caseRelation(u, opposite(other))];
    }
    steps.push({
      rule: cases.length === 1 ? 'The inside is zero' : 'Split into two cases',
      explanation: cases.length === 1 ? 'Only 0 has absolute value 0.' : 'The inside is either the number itself or its opposite.',
      state: cases.length === 1 ? { kind: 'relation', relation: cases[0]! } : { kind: 'relations', relations: cases, join: 'or' },
    });
  }
  const results = cases.map((c) => solvePolynomialRelation(c, v, problem.variables));
  if (results.some((r) => r === null)) return null;
  const solved = results as MethodResult[];
  steps.push(...zipCases(cases, solved));
  const candidates = solved.flatMap((r) => {
    const roots = rootNodesOf(r);
    return roots === 'all' ? [] : roots;
  });
  return checkCandidates(problem, METHOD, steps, candidates, 'the two sides differ', needsCheck);
};
