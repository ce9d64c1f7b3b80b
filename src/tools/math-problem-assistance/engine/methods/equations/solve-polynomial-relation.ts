import type { MathNode } from 'mathjs';
import type { MathProblem, MethodResult, Relation } from '../../problem';
import { solveLinearEquation } from './solve-linear-equation';
import { solveQuadraticByFactoring } from './solve-quadratic-by-factoring';
import { solveQuadraticByFormula } from './solve-quadratic-by-formula';

// Rational, radical, absolute-value and logarithmic equations all end in a polynomial equation;
// that part is solved by the same methods (and steps) as a polynomial equation typed directly.

const POLYNOMIAL_METHODS = [solveLinearEquation, solveQuadraticByFactoring, solveQuadraticByFormula];

export function solvePolynomialRelation(relation: Relation, variable: string, variables: string[]): MethodResult | null {
  const problem: MathProblem = { task: 'solve', variable, variables, target: { kind: 'relation', relation }, source: '' };
  for (const method of POLYNOMIAL_METHODS) {
    const result = method(problem);
    if (result) return result;
  }
  return null;
}

/** The right-hand sides of `x = a or x = b`: the candidate roots of a result. */
export function rootNodesOf(result: MethodResult): MathNode[] | 'all' {
  // No solution ends on a false statement (1 = -6): its right side is not a root.
  if (!result.solutions || result.solutions.length === 0) return [];
  if (result.solutions.length === 1 && Object.values(result.solutions[0]!)[0] === Object.keys(result.solutions[0]!)[0]) return 'all';
  const answer = result.answer;
  if (answer.kind === 'relation') return [answer.relation.rhs];
  if (answer.kind === 'relations') return answer.relations.map((r) => r.rhs);
  return [];
}
