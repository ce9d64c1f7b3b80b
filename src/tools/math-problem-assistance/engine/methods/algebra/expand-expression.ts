import type { MathProblem, MethodResult } from '../../problem';
import { expandSteps } from './expand-steps';
import { expressionState, expressionStep, problemExpression } from './method-kit';
import { isPolyRatio, polyToNode, ratioToNode, readRatio } from './ratio';
import { printNode } from '../../nodes/print-nodes';

/** Expand: distribute, FOIL, squares of sums, then collect like terms. */
export function expandExpression(problem: MathProblem): MethodResult | null {
  if (problem.task !== 'expand') return null;
  const node = problemExpression(problem);
  if (!node) return null;
  const outcome = expandSteps(node);
  if (outcome) {
    const answer = polyToNode(outcome.result);
    if (outcome.steps.length === 0) {
      return { method: 'expansion', steps: [expressionStep('Already expanded', 'There are no brackets to multiply out and no like terms to collect.', answer)], answer: expressionState(answer) };
    }
    return { method: outcome.usedFoil ? 'FOIL and collecting like terms' : 'distributing and collecting like terms', steps: outcome.steps, answer: expressionState(answer) };
  }
  // A letter in a denominator: expand top and bottom and write one fraction.
  const ratio = readRatio(node);
  if (!ratio || isPolyRatio(ratio)) return null;
  const answer = ratioToNode(ratio);
  if (printNode(answer, 'words') === printNode(node, 'words')) return null;
  return {
    method: 'expansion',
    steps: [expressionStep('Expand the top and the bottom', 'Multiply out the brackets above and below the fraction line and collect like terms.', answer)],
    answer: expressionState(answer),
  };
}
