import { derivative, type MathNode } from 'mathjs';
import type { MathMethod, MethodResult, StepDraft } from '../../problem';
import { rebuild, stripParentheses } from './calculus-nodes';
import { firstMarker, pendingDerivative, PENDING_DERIVATIVE, replaceNode } from './calculus-markers';
import { applyDerivativeRule } from './differentiate-rules';
import { checkDerivativeState } from './check-calculus-state';
import { simplestForm } from './simplest-form';
import { tidy } from './tidy-expression';
import { printNode } from '../../nodes/print-nodes';

/** A long chain of rules means a problem far past homework; past this we give the answer without steps. */
const MAX_STEPS = 40;

/**
 * Differentiates rule by rule: the state starts as d/dx(f); each step applies one rule to the first
 * part not yet worked out (reading order), table derivatives are filled in at once, and a last step
 * simplifies. Null when some function has no rule here.
 */
export function differentiateWithSteps(fn: MathNode, x: string): { steps: StepDraft[]; result: MathNode } | null {
  const steps: StepDraft[] = [];
  let state: MathNode = pendingDerivative(stripParentheses(fn), x);
  for (let i = 0; i < MAX_STEPS; i++) {
    const pending = firstMarker(state, PENDING_DERIVATIVE);
    if (!pending) break;
    const u = (pending as unknown as { args: MathNode[] }).args[0]!;
    const application = applyDerivativeRule(u, x);
    if (!application) return null;
    state = rebuild(replaceNode(state, pending, application.result));
    steps.push({ rule: application.rule, explanation: application.explanation, state: { kind: 'expression', node: state } });
  }
  if (firstMarker(state, PENDING_DERIVATIVE)) return null;
  const simplified = simplestForm(state, x);
  if (printNode(simplified, 'mathjs') !== printNode(state, 'mathjs')) {
    steps.push({
      rule: 'Simplify',
      explanation: 'Multiply out the numbers and collect like terms.',
      state: { kind: 'expression', node: simplified },
    });
  }
  return { steps, result: simplified };
}

/** Every state must equal d/dx(f); a rule that slipped drops the whole method (the fallback answers). */
function allStatesCheck(fn: MathNode, steps: StepDraft[], x: string): boolean {
  return steps.every((s) => s.state.kind === 'expression' && checkDerivativeState(fn, s.state.node, x));
}

export const derivativeByRules: MathMethod = (problem) => {
  if (problem.task !== 'derivative' || problem.target.kind !== 'expression') return null;
  const fn = problem.target.node;
  const x = problem.variable;
  const worked = differentiateWithSteps(fn, x);
  if (worked && worked.steps.length > 0 && allStatesCheck(fn, worked.steps, x)) {
    return { method: 'differentiation rules', steps: worked.steps, answer: { kind: 'expression', node: worked.result } };
  }
  return derivativeWithoutSteps(fn, x);
};

/** mathjs's own derivative when our rules cannot show the work (an unusual function). */
function derivativeWithoutSteps(fn: MathNode, x: string): MethodResult | null {
  try {
    const node = tidy(derivative(fn, x));
    if (!checkDerivativeState(fn, node, x)) return null;
    return {
      method: 'differentiation',
      steps: [],
      answer: { kind: 'expression', node },
      note: 'Steps are not available for this derivative.',
    };
  } catch {
    return null;
  }
}
