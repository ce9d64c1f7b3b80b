import type { MathNode } from 'mathjs';
import type { MathProblem, MathState, StepDraft } from '../../problem';
import { stripParens } from './node-build';

/** What the algebra methods share: the problem's expression, and steps over whole expressions. */

export function problemExpression(problem: MathProblem): MathNode | null {
  return problem.target.kind === 'expression' ? stripParens(problem.target.node) : null;
}

export function expressionState(node: MathNode): MathState {
  return { kind: 'expression', node };
}

export function expressionStep(rule: string, explanation: string, node: MathNode): StepDraft {
  return { rule, explanation, state: expressionState(node) };
}
