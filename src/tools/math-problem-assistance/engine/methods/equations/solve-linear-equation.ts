import type { MathMethod, MethodResult, MathProblem } from '../../problem';
import { printNode } from '../../nodes/print-nodes';
import { solveLinearSides } from './linear-steps';
import { tidySides } from './tidy-sides';

/** The one relation of a solve problem with the operator wanted, or null. */
export function solveRelation(problem: MathProblem, inequality: boolean) {
  if (problem.task !== 'solve' || problem.target.kind !== 'relation') return null;
  const relation = problem.target.relation;
  if ((relation.op === '=') === inequality) return null;
  return relation;
}

export const NO_SOLUTION_NOTE = 'No solution: the variable cancels and what is left is false, whatever the value.';
export const EVERY_NUMBER_NOTE = 'Every real number is a solution: the variable cancels and what is left is always true.';

/**
 * Linear equations: clear fractions, expand, collect x on the left and numbers on the right, divide.
 * The variable can cancel: a false statement (`1 = 5`) means no solution (solutions: []), a true one
 * (`2 = 2`) means every number (solutions: [{x: 'x'}], the variable is free); the note says which.
 */
export const solveLinearEquation: MathMethod = (problem): MethodResult | null => {
  const relation = solveRelation(problem, false);
  if (!relation) return null;
  const variable = problem.variable;
  const tidy = tidySides(relation, variable);
  if (!tidy) return null;
  const outcome = solveLinearSides(tidy.lhs, tidy.rhs, '=', variable, tidy.usesDecimals);
  if (!outcome) return null;
  const steps = [...tidy.steps, ...outcome.steps];
  if (outcome.kind === 'none') return { method: 'linear equation', steps, answer: outcome.answer, solutions: [], note: NO_SOLUTION_NOTE };
  if (outcome.kind === 'all') {
    return { method: 'linear equation', steps, answer: outcome.answer, solutions: [{ [variable]: variable }], note: EVERY_NUMBER_NOTE };
  }
  return { method: 'linear equation', steps, answer: outcome.answer, solutions: [{ [variable]: printNode(outcome.valueNode!, 'mathjs-fixed') }] };
};
