import type { MathNode } from 'mathjs';
import { functionName } from '../../nodes/build-nodes';
import type { MathProblem, MethodResult } from '../../problem';
import { arithmeticSteps } from './arithmetic-steps';
import { expressionState, expressionStep, problemExpression } from './method-kit';
import { freeVariables } from './node-build';
import { noRealValueReason } from './no-real-value';
import { simplifyNode } from './simplify-expression';

/** "15% of 80" is read as 15/100·80; the source still says it was a percent. */
export function isPercentProblem(problem: MathProblem): boolean {
  return /%|percent/iu.test(problem.source);
}

/** Evaluate: arithmetic by the order of operations, exact; with letters it is simplifying. */
export function evaluateExpression(problem: MathProblem): MethodResult | null {
  if (problem.task !== 'evaluate') return null;
  const node = problemExpression(problem);
  if (!node) return null;
  if (freeVariables(node).length > 0) return simplifyNode(node, problem.source);
  // "tan(π/2)" has no value: given back as "already a number" it would be shown as solved.
  // Nor has log(-100): mathjs leaves it as it is, which would be shown as solved.
  if (holdsUndefinedTrig(node) || noRealValueReason(node)) return null;
  const outcome = arithmeticSteps(node, { percent: isPercentProblem(problem) });
  if (!outcome) return null;
  if (outcome.steps.length === 0) {
    return { method: 'order of operations', steps: [expressionStep('Already a number', 'There is nothing left to work out.', outcome.answer)], answer: expressionState(outcome.answer) };
  }
  return { method: isPercentProblem(problem) ? 'percent as a decimal' : 'order of operations', steps: outcome.steps, answer: expressionState(outcome.answer) };
}

/** The same percent with the fraction kept: 15/100 × 80 = 1200/100 = 12. */
export function evaluatePercentAsFraction(problem: MathProblem): MethodResult | null {
  if (problem.task !== 'evaluate' || !isPercentProblem(problem)) return null;
  const node = problemExpression(problem);
  if (!node || freeVariables(node).length > 0) return null;
  const outcome = arithmeticSteps(node, { percent: false });
  if (!outcome || outcome.steps.length === 0) return null;
  return { method: 'percent as a fraction', steps: outcome.steps, answer: expressionState(outcome.answer) };
}

/** tan and sec where the cosine is 0, cot and csc where the sine is 0: the ratio divides by zero there. */
const ZERO_DIVISOR: Record<string, (angle: number) => number> = { tan: Math.cos, sec: Math.cos, cot: Math.sin, csc: Math.sin };

/** A tan, sec, cot or csc of a number where it is undefined (tan(π/2), csc(0), sec(3π/2)). */
export function holdsUndefinedTrig(node: MathNode): boolean {
  let undefinedAt = false;
  node.traverse((inner) => {
    const name = functionName(inner);
    const divisor = name ? ZERO_DIVISOR[name] : undefined;
    const argument = (inner as unknown as { args?: MathNode[] }).args?.[0];
    if (!divisor || !argument || freeVariables(argument).length > 0) return;
    try {
      const angle = Number(argument.evaluate());
      if (Number.isFinite(angle) && Math.abs(divisor(angle)) < 1e-12) undefinedAt = true;
    } catch {
      // An argument mathjs cannot work out is left to the methods that read it.
    }
  });
  return undefinedAt;
}

/** A number divided by a divisor that works out to exactly 0 (8 ÷ 0, 5/(3 - 3)): the quotient has no value. */
export function holdsDivisionByZero(node: MathNode): boolean {
  let byZero = false;
  node.traverse((inner) => {
    const operator = inner as unknown as { type?: string; fn?: string; args?: MathNode[] };
    const divisor = operator.type === 'OperatorNode' && operator.fn === 'divide' ? operator.args?.[1] : undefined;
    if (!divisor || freeVariables(divisor).length > 0) return;
    try {
      if (Number(divisor.evaluate()) === 0) byZero = true;
    } catch {
      // A divisor mathjs cannot work out is left to the methods that read it.
    }
  });
  return byZero;
}
