import { SymbolNode, type MathNode } from 'mathjs';
import type { MathMethod, MathProblem, MethodResult, StepDraft } from '../../problem';
import { printNode } from '../../nodes/print-nodes';
import { add, neg, numberNode, replaceSymbol, sub } from './calculus-nodes';
import { between } from './calculus-markers';
import { checkCalculusState } from './check-calculus-state';
import { exactValue } from './exact-value';
import { breaksBetweenBounds } from './improper-between-bounds';
import { integrateWithSteps } from './integral-steps';
import { limitByGrowth } from './limit-by-growth';
import { limitOfLogTerms } from './limit-of-log-terms';
import { limitBySteps } from './limit-steps';
import { nerdamerAntiderivative } from './nerdamer-integral';
import { evaluateNode } from './numeric-check';
import { stepsInProblemVariable } from './problem-variable-steps';
import { tidyLayout } from './tidy-expression';

const expression = (node: MathNode) => ({ kind: 'expression' as const, node });

/** A bound's value: a real number or ±Infinity; undefined when it is not one. */
function boundValue(node: MathNode): number | undefined {
  const value = evaluateNode(node, {});
  if (!value || value.im !== 0 || Number.isNaN(value.re)) return undefined;
  return value.re;
}

/**
 * ∫ from a to ∞ (or from −∞ to b) of f (decision 0094): the antiderivative F rule by rule, as for a definite integral,
 * then the limit of F at the infinite end by the limit method (its own checked steps). A finite limit L gives L − F(a);
 * an infinite one says the integral diverges. Each state is checked against the integral itself: the value by
 * quadrature over the whole infinite range (x = a + s/(1 − s)), a divergence by the integral's pieces over [R, 2R]
 * growing without settling. F breaking inside the range is left unanswered. Both bounds infinite (session 44): split at
 * 0 (or 1 where 0 is not in the domain), each half worked out so; answered only when both halves converge.
 */
export const improperIntegralBySteps: MathMethod = (problem) => {
  if (problem.task !== 'integral' || problem.target.kind !== 'integral') return null;
  const { node, lower, upper } = problem.target;
  if (!lower || !upper) return null;
  const a = boundValue(lower);
  const b = boundValue(upper);
  if (a === undefined || b === undefined) return null;
  if (!Number.isFinite(a) && !Number.isFinite(b)) return a < b ? bothEndsInfinite(problem) : null;
  if (Number.isFinite(a) === Number.isFinite(b)) return null;
  const x = problem.variable;
  const towardsPlus = Number.isFinite(a);
  const finite = towardsPlus ? lower : upper;
  const finiteValue = towardsPlus ? a : b;
  const worked = integrateWithSteps(node, x);
  const antiderivative = worked?.result ?? nerdamerAntiderivative(node, x);
  if (!antiderivative) return null;
  // F must not break between the finite bound and far out (1/(x − 3) from 0 to ∞ passes through a pole at 3).
  const far = (distance: number) => numberNode(finiteValue + (towardsPlus ? distance : -distance));
  const near = numberNode(finiteValue);
  if (breaksBetweenBounds(antiderivative, node, x, near, far(100))) return null;
  // Further out only where F is still a float (e^(2x) overflows long before 10⁵).
  const farValue = evaluateNode(replaceSymbol(antiderivative, x, far(100000)), {});
  if (farValue && Number.isFinite(farValue.re) && breaksBetweenBounds(antiderivative, node, x, far(100), far(100000))) return null;
  const limitProblem: MathProblem = { ...problem, task: 'limit', target: { kind: 'limit', node: antiderivative, point: towardsPlus ? infinity() : neg(infinity()) } };
  const limit = limitOf(limitProblem, antiderivative, x, towardsPlus ? 1 : -1);
  if (!limit) return null;
  const limitValue = boundValue(limit.answer.node);
  if (limitValue === undefined) return null;
  // F at the finite bound worked out, so the limit step reads L − F(a) with numbers (0 − (−1)), not F's formula.
  const atFinite = tidyLayout(exactValue(replaceSymbol(antiderivative, x, finite)));
  const F = printNode(antiderivative, 'mathjs');
  const end = towardsPlus ? '∞' : '-∞';
  const wrap = (state: MathNode) => between(state, x, lower, upper);
  const inX: StepDraft[] = worked && worked.steps.length > 0 ? stepsInProblemVariable(worked.steps, x, wrap) : [{ rule: 'Antiderivative', explanation: `An antiderivative of ${printNode(node, 'mathjs')} is ${F}.`, state: expression(wrap(antiderivative)) }];
  const limitText = printNode(limit.answer.node, 'mathjs');
  const asLimit = `The integral runs to ${end}, so it is the limit of F(t) - F(${printNode(finite, 'mathjs')}) as t → ${end}, with F(${x}) = ${F}. As ${x} → ${end}, F(${x}) → ${limitText} (${limit.method}), and F(${printNode(finite, 'mathjs')}) = ${printNode(atFinite, 'mathjs')}.`;
  const steps: StepDraft[] = [...inX];
  let answer: MathNode;
  let note: string | undefined;
  let shownAs: MethodResult['shownAs'];
  if (!Number.isFinite(limitValue)) {
    // F(t) − F(a) → ±∞: the integral diverges (towards −∞, F(b) − F(t) has the opposite sign of F's limit).
    const sign = towardsPlus ? Math.sign(limitValue) : -Math.sign(limitValue);
    answer = sign > 0 ? infinity() : neg(infinity());
    steps.push({ rule: 'Take the limit', explanation: `${asLimit} The difference grows without bound, so the integral diverges.`, state: expression(answer) });
    note = `The integral diverges: the area grows without bound (to ${sign > 0 ? '∞' : '-∞'}), so it has no finite value.`;
    shownAs = { text: `Diverges (${sign > 0 ? '∞' : '-∞'})`, latex: `\\text{Diverges } (${sign > 0 ? '\\infty' : '-\\infty'})` };
  } else {
    const difference = towardsPlus ? sub(limit.answer.node, atFinite) : sub(atFinite, limit.answer.node);
    steps.push({ rule: 'Take the limit', explanation: `${asLimit} The integral converges.`, state: expression(difference) });
    answer = tidyLayout(exactValue(difference));
    if (printNode(answer, 'mathjs') !== printNode(difference, 'mathjs')) steps.push({ rule: 'Simplify', explanation: 'Work out the numbers.', state: expression(answer) });
  }
  if (!steps.every((step) => checkCalculusState(problem, step.state))) return null;
  return { method: 'improper integral (a limit)', steps, answer: expression(answer), ...(note ? { note } : {}), ...(shownAs ? { shownAs } : {}) };
};

/** F's limit at the infinite end: by how its parts grow (ln, e^(−x), √x, arctan), else by the limit method's steps. */
function limitOf(limitProblem: MathProblem, antiderivative: MathNode, x: string, direction: 1 | -1): { answer: { node: MathNode }; method: string } | null {
  const grown = limitByGrowth(antiderivative, x, direction);
  if (grown) return { answer: { node: grown.kind === 'finite' ? exactValue(grown.node) : grown.sign > 0 ? infinity() : neg(infinity()) }, method: 'each part of F followed as x grows' };
  // ln|x − 1|/2 − ln|x + 1|/2: the logs together, each ln|p(x)| growing like deg p · ln|x| (session 44).
  const logs = limitOfLogTerms(antiderivative, x, direction);
  if (logs) return { answer: { node: logs.kind === 'finite' ? exactValue(logs.node) : logs.sign > 0 ? infinity() : neg(infinity()) }, method: 'the logs of F taken together, each growing like its degree times ln x' };
  const stepped = limitBySteps(limitProblem);
  return stepped && stepped.answer.kind === 'expression' ? { answer: { node: stepped.answer.node }, method: stepped.method } : null;
}

/**
 * ∫ from −∞ to ∞: the integral is split at c, and it converges only when both halves do; their sum is checked by quadrature
 * over both halves. A divergent half (or one we cannot work out) leaves the whole unanswered, never ∞ − ∞.
 */
function bothEndsInfinite(problem: MathProblem): MethodResult | null {
  if (problem.target.kind !== 'integral') return null;
  const { node, lower, upper } = problem.target;
  if (!lower || !upper) return null;
  const x = problem.variable;
  const defined = (value: number) => {
    const at = evaluateNode(replaceSymbol(node, x, numberNode(value)), {});
    return at !== null && at !== undefined && at.im === 0 && Number.isFinite(at.re);
  };
  const c = [0, 1, -1].find(defined);
  if (c === undefined) return null;
  const split = numberNode(c);
  const half = (from: MathNode, to: MathNode) => improperIntegralBySteps({ ...problem, target: { ...problem.target, lower: from, upper: to } } as MathProblem);
  const left = half(lower, split);
  const right = half(split, upper);
  if (!left || !right || left.shownAs || right.shownAs || left.answer.kind !== 'expression' || right.answer.kind !== 'expression') return null;
  const explain = (result: MethodResult) => result.steps.find((step) => step.rule === 'Take the limit')?.explanation ?? '';
  const total = add(left.answer.node, right.answer.node);
  const answer = tidyLayout(exactValue(total));
  const steps: StepDraft[] = [
    {
      rule: 'Split the integral',
      explanation: `Both ends are infinite, so the integral is split at ${c}: it converges only if both halves do. From -∞ to ${c}: ${explain(left)} That half is ${printNode(left.answer.node, 'mathjs')}. From ${c} to ∞: ${explain(right)} That half is ${printNode(right.answer.node, 'mathjs')}.`,
      state: expression(total),
    },
  ];
  if (printNode(answer, 'mathjs') !== printNode(total, 'mathjs')) steps.push({ rule: 'Simplify', explanation: 'Add the two halves.', state: expression(answer) });
  if (!steps.every((step) => checkCalculusState(problem, step.state))) return null;
  return { method: 'improper integral (a limit)', steps, answer: expression(answer) };
}

function infinity(): MathNode {
  return new SymbolNode('Infinity');
}
