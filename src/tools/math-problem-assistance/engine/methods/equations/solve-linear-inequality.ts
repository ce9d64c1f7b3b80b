import type { MathMethod, MethodResult } from '../../problem';
import { printNode } from '../../nodes/print-nodes';
import { solveLinearSides, type RelationOp } from './linear-steps';
import { solveRelation } from './solve-linear-equation';
import { tidySides } from './tidy-sides';

const METHOD = 'linear inequality';

/** `x > 2` → `(2, oo)`; `x <= -1/2` → `(-oo, -1/2]`. */
export function intervalOf(op: RelationOp, value: string): string {
  switch (op) {
    case '>':
      return `(${value}, oo)`;
    case '>=':
      return `[${value}, oo)`;
    case '<':
      return `(-oo, ${value})`;
    case '<=':
      return `(-oo, ${value}]`;
    default:
      return value;
  }
}

/**
 * Linear inequalities: the same moves as a linear equation, except that multiplying or dividing by
 * a negative number turns the sign round. The answer is `x > 2`; the note gives the interval.
 */
export const solveLinearInequality: MathMethod = (problem): MethodResult | null => {
  const relation = solveRelation(problem, true);
  if (!relation) return null;
  const v = problem.variable;
  const tidy = tidySides(relation, v);
  if (!tidy) return null;
  const outcome = solveLinearSides(tidy.lhs, tidy.rhs, relation.op, v, tidy.usesDecimals);
  if (!outcome) return null;
  const steps = [...tidy.steps, ...outcome.steps];
  if (outcome.kind === 'none') return { method: METHOD, steps, answer: outcome.answer, note: `No solution: ${v} cancels and what is left is false.` };
  if (outcome.kind === 'all') return { method: METHOD, steps, answer: outcome.answer, note: `Every real number is a solution: ${v} cancels and what is left is always true. In interval notation: (-oo, oo).` };
  const answer = outcome.answer;
  if (answer.kind !== 'relation') return null;
  const interval = intervalOf(answer.relation.op, printNode(answer.relation.rhs, 'mathjs-juxtaposed'));
  return { method: METHOD, steps, answer, note: `In interval notation: ${interval}.` };
};
