import { derivative, SymbolNode, type MathNode } from 'mathjs';
import type { MathMethod, MethodResult, MathProblem, StepDraft } from '../../problem';
import { dependsOn, mul, num, numberNode, rational, rebuild, replaceSymbol, stripParentheses, sub, symbolName } from './calculus-nodes';
import { asMarker, between, firstMarker, hasMarker, pendingIntegral, PENDING_INTEGRAL, replaceNode, SUBSTITUTION } from './calculus-markers';
import { checkCalculusState } from './check-calculus-state';
import { breaksBetweenBounds } from './improper-between-bounds';
import { exactValue } from './exact-value';
import { applyIntegralRule } from './integrate-rules';
import { nerdamerAntiderivative } from './nerdamer-integral';
import { stepsInProblemVariable } from './problem-variable-steps';
import { evaluateNode, freeSymbols, isFiniteValue, samplePoints } from './numeric-check';
import { simplestForm } from './simplest-form';
import { tidy, tidyLayout } from './tidy-expression';
import { printNode } from '../../nodes/print-nodes';

/** Past this many steps the integral is beyond what a worked solution should show. */
const MAX_STEPS = 40;

const expression = (node: MathNode) => ({ kind: 'expression' as const, node });

/** A substitution whose inside is all worked out: ready to put u = g(x) back. */
function finishedSubstitution(state: MathNode): MathNode | null {
  let found: MathNode | null = null;
  state.traverse((n) => {
    const m = asMarker(n);
    if (!found && m && m.name === SUBSTITUTION && !hasMarker(m.args[0]!, PENDING_INTEGRAL)) found = n;
  });
  return found;
}

/** k when a = k·b for a number k (checked at sample points), else null. */
function constantRatio(a: MathNode, b: MathNode, v: string): number | null {
  const names = [v, ...freeSymbols(a).filter((s) => s !== v)];
  let k: number | null = null;
  for (const point of samplePoints(names, 5)) {
    const va = evaluateNode(a, point);
    const vb = evaluateNode(b, point);
    if (!isFiniteValue(va) || !isFiniteValue(vb) || Math.abs(vb.re) < 1e-9 || va.im !== 0 || vb.im !== 0) return null;
    const r = va.re / vb.re;
    if (k === null) k = r;
    else if (Math.abs(r - k) > 1e-9 * Math.max(1, Math.abs(k))) return null;
  }
  return k;
}

/**
 * Parts brought the first integral back (∫ e^x sin x dx): with I that integral, the state reads
 * I = A + c·I, so I = A/(1 - c).
 */
function solveForIntegral(state: MathNode, pending: MathNode, k: number, x: string, original: MathNode): StepDraft | null {
  const j = '__I__';
  const withJ = replaceNode(state, pending, mul(numberNode(k), new SymbolNode(j)));
  let c: number;
  try {
    const slope = evaluateNode(derivative(withJ, j, { simplify: false }), { [x]: 0.7, [j]: 0.3 });
    if (!isFiniteValue(slope) || slope.im !== 0) return null;
    c = slope.re;
  } catch {
    return null;
  }
  if (!rational(c) || Math.abs(1 - c) < 1e-9) return null;
  const rest = replaceSymbol(withJ, j, num(0));
  const result = rebuild(mul(numberNode(1 / (1 - c)), rest));
  return {
    rule: 'Solve for the integral',
    explanation: `The integral we started with, I = ∫ ${printNode(original, 'mathjs')} d${x}, has come back: I = ${printNode(rebuild(rest), 'mathjs')} ${c < 0 ? '-' : '+'} ${printNode(numberNode(Math.abs(c)), 'mathjs')}·I. Move ${printNode(numberNode(Math.abs(c)), 'mathjs')}·I to the left and divide by ${printNode(numberNode(1 - c), 'mathjs')}.`,
    state: expression(result),
  };
}

/**
 * Integrates rule by rule: the state starts as ∫ f dx; each step works on the first integral not
 * yet done, a finished substitution is put back at once, and the last step simplifies.
 */
export function integrateWithSteps(integrand: MathNode, x: string): { steps: StepDraft[]; result: MathNode } | null {
  const steps: StepDraft[] = [];
  let state: MathNode = pendingIntegral(stripParentheses(integrand), x);
  let partsOrigin: MathNode | null = null;
  for (let i = 0; i < MAX_STEPS; i++) {
    const done = finishedSubstitution(state);
    if (done) {
      const m = asMarker(done)!;
      const u = symbolName(m.args[1]!)!;
      state = rebuild(replaceNode(state, done, replaceSymbol(m.args[0]!, u, m.args[2]!)));
      steps.push({ rule: 'Substitute back', explanation: `Put ${u} = ${printNode(m.args[2]!, 'mathjs')} back in.`, state: expression(state) });
      continue;
    }
    const pending = firstMarker(state, PENDING_INTEGRAL);
    if (!pending) break;
    const m = asMarker(pending)!;
    const [h, v] = [m.args[0]!, symbolName(m.args[1]!)!];
    const k = partsOrigin && v === x ? constantRatio(h, partsOrigin, x) : null;
    if (partsOrigin && k !== null) {
      const solved = solveForIntegral(state, pending, k, x, partsOrigin);
      if (!solved) return null;
      steps.push(solved);
      state = solved.state.kind === 'expression' ? solved.state.node : state;
      continue;
    }
    const application = applyIntegralRule(h, v);
    if (!application) return null;
    if (application.rule === 'Integration by parts' && state === pending) partsOrigin = h;
    state = rebuild(replaceNode(state, pending, application.result));
    steps.push({ rule: application.rule, explanation: application.explanation, state: expression(state) });
  }
  if (hasMarker(state, PENDING_INTEGRAL) || hasMarker(state, SUBSTITUTION)) return null;
  const simplified = simplestForm(state, x);
  if (printNode(simplified, 'mathjs') !== printNode(state, 'mathjs')) {
    steps.push({ rule: 'Simplify', explanation: 'Multiply out the numbers and collect like terms.', state: expression(simplified) });
  }
  return { steps, result: simplified };
}

function definiteSteps(antiderivative: MathNode, lower: MathNode, upper: MathNode, x: string): StepDraft[] {
  const atUpper = replaceSymbol(antiderivative, x, upper);
  const atLower = replaceSymbol(antiderivative, x, lower);
  const difference = sub(atUpper, atLower);
  // Layout only: tidy's simplify would turn ln(2) into 0.693… (exactValue has done the arithmetic).
  const value = tidyLayout(exactValue(difference));
  const steps: StepDraft[] = [
    {
      rule: 'Evaluate at the bounds',
      explanation: `With F(${x}) = ${printNode(antiderivative, 'mathjs')}, the definite integral is F(${printNode(upper, 'mathjs')}) - F(${printNode(lower, 'mathjs')}) (the + C cancels).`,
      state: expression(difference),
    },
  ];
  if (printNode(value, 'mathjs') !== printNode(difference, 'mathjs')) {
    steps.push({ rule: 'Simplify', explanation: 'Work out the numbers.', state: expression(value) });
  }
  return steps;
}

function allStatesCheck(problem: MathProblem, steps: StepDraft[]): boolean {
  return steps.every((s) => checkCalculusState(problem, s.state));
}

export const integralBySteps: MathMethod = (problem) => {
  if (problem.task !== 'integral' || problem.target.kind !== 'integral') return null;
  const { node, lower, upper } = problem.target;
  const x = problem.variable;
  const definite = lower !== undefined && upper !== undefined;
  if (definite && (dependsOn(lower, x) || dependsOn(upper, x))) return null;
  // ∫ to ±∞ is a limit, not F(∞) − F(a): improper-integral.ts answers it or nothing does.
  if (definite && [lower, upper].some((bound) => !isFiniteValue(evaluateNode(bound, {})))) return null;
  const worked = integrateWithSteps(node, x);
  // ∫_{-1}^{1} 1/x dx: F(1) − F(-1) = 0 would be shown as sure, but the integral diverges at 0.
  if (definite && worked && breaksBetweenBounds(worked.result, node, x, lower, upper)) return null;
  if (worked && worked.steps.length > 0) {
    const inX = definite
      ? stepsInProblemVariable(worked.steps, x, (state) => between(state, x, lower, upper))
      : stepsInProblemVariable(worked.steps, x);
    const steps = definite ? [...inX, ...definiteSteps(worked.result, lower, upper, x)] : inX;
    if (allStatesCheck(problem, steps)) {
      const answer = steps[steps.length - 1]!.state;
      return { method: methodName(worked.steps), steps, answer, ...(definite ? {} : { plusConstant: true }) };
    }
  }
  return integralWithoutSteps(problem, node, x, definite ? { lower, upper } : null);
};

/** The method a student would name: the most telling rule used. */
function methodName(steps: StepDraft[]): string {
  const rules = new Set(steps.map((s) => s.rule));
  const names: Array<[string, string]> = [
    ['Trig substitution', 'trig substitution'],
    ['u-substitution', 'u-substitution'],
    ['Integration by parts', 'Integration by parts'],
    ['Partial fractions', 'partial fractions'],
    ['Polynomial long division', 'polynomial long division'],
    ['Reduction formula', 'reduction formula'],
    ['Power-reducing identities', 'power-reducing identities'],
    ['Trig identity', 'trig identity'],
    ['Write in exponentials', 'exponentials'],
  ];
  return names.find(([rule]) => rules.has(rule))?.[1] ?? 'integration rules';
}

function integralWithoutSteps(
  problem: MathProblem,
  node: MathNode,
  x: string,
  bounds: { lower: MathNode; upper: MathNode } | null,
): MethodResult | null {
  const antiderivative = nerdamerAntiderivative(node, x);
  if (!antiderivative) return null;
  const note = 'Steps are not available for this integral.';
  if (!bounds) return { method: 'integration', steps: [], answer: expression(tidy(antiderivative)), plusConstant: true, note };
  if (breaksBetweenBounds(antiderivative, node, x, bounds.lower, bounds.upper)) return null;
  const value = tidy(exactValue(sub(replaceSymbol(antiderivative, x, bounds.upper), replaceSymbol(antiderivative, x, bounds.lower))));
  if (!checkCalculusState(problem, expression(value))) return null;
  return { method: 'integration', steps: [], answer: expression(value), note };
}
