import { ConstantNode, OperatorNode, ParenthesisNode, SymbolNode, type MathNode } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { parseMathState } from './math-text';
import type { MathProblem, StepDraft } from './problem';
import { readProblem } from './read-problem';
import { verifySteps } from './verify-steps';

const steps = (...states: string[]): StepDraft[] => states.map((state, i) => ({ rule: `Rule ${i + 1}`, explanation: `Why ${i + 1}`, state: parseMathState(state) }));
const verdicts = (problem: MathProblem, ...states: string[]) => verifySteps(problem, steps(...states)).map((step) => step.verified);
const problem = (text: string, task: Parameters<typeof readProblem>[0]['task'] = 'auto') => readProblem({ problem: text, task });

describe('verifySteps', () => {
  it('verifies a correct chain and fills the expression', () => {
    const result = verifySteps(problem('solve 2x+3=7'), steps('2x + 3 - 3 = 7 - 3', '2x = 4', 'x = 2'));
    expect(result.map((s) => s.verified)).toEqual([true, true, true]);
    expect(result[1]).toEqual({ rule: 'Rule 2', explanation: 'Why 2', expression: { text: '2*x = 4', latex: '2 x = 4' }, verified: true });
  });

  it('catches a deliberately broken step: 2x + 3 = 7 → 2x = 10', () => {
    expect(verdicts(problem('solve 2x+3=7'), '2x = 10', 'x = 5')).toEqual([false, true]);
    expect(verdicts(problem('solve 2x+3=7'), 'x = 5')).toEqual([false]);
  });

  it('checks quadratics through factoring to the roots', () => {
    expect(verdicts(problem('x^2-5x+6=0'), '(x-2)(x-3)=0', 'x-2=0 or x-3=0', 'x=2 or x=3')).toEqual([true, true, true]);
    expect(verdicts(problem('x^2-5x+6=0'), '(x-2)(x+3)=0')).toEqual([false]);
  });

  it('verifies squaring both sides when a later step checks the candidates and ends on the original solutions', () => {
    expect(verdicts(problem('sqrt(x+1) = x-1'), 'x+1=(x-1)^2', 'x^2-3x=0', 'x=0 or x=3', 'x=3')).toEqual([true, true, true, true]);
  });

  it('leaves squaring both sides unverified when no step checks the candidates', () => {
    expect(verdicts(problem('sqrt(x+1) = x-1'), 'x+1=(x-1)^2', 'x^2-3x=0', 'x=0 or x=3')).toEqual([false, true, true]);
  });

  it('leaves squaring both sides unverified when the check does not end on the original solutions', () => {
    expect(verdicts(problem('sqrt(x+1) = x-1'), 'x+1=(x-1)^2', 'x^2-3x=0', 'x=0 or x=3', 'x=0')).toEqual([false, true, true, false]);
  });

  it('verifies multiplying by the LCD when the excluded value is then rejected', () => {
    expect(verdicts(problem('x^2/(x-1) = 1/(x-1)'), 'x^2 = 1', 'x = 1 or x = -1', 'x = -1')).toEqual([true, true, true]);
    expect(verdicts(problem('x^2/(x-1) = 1/(x-1)'), 'x^2 = 1', 'x = 1 or x = -1')).toEqual([false, true]);
  });

  it('never lets the rule pass a step that loses solutions, even with a check after it', () => {
    // x = 2 loses x = -2: a subset, not a superset, so nothing after it can repair it.
    expect(verdicts(problem('sqrt(x^2+5) = 3'), 'x^2 + 5 = 9', 'x = 2', 'x = 2 or x = -2')).toEqual([true, false, true]);
    // A broken squaring step (x + 1 = x^2 - 1 loses x = 3) stays unverified although the chain ends right.
    expect(verdicts(problem('sqrt(x+1) = x-1'), 'x+1=x^2-1', 'x=2 or x=-1', 'x=3')).toEqual([false, true, true]);
  });

  it('checks systems', () => {
    expect(verdicts(problem('x+y=3, x-y=1'), '2x = 4, x - y = 1', 'x = 2, x - y = 1', 'x = 2, y = 1')).toEqual([true, true, true]);
    expect(verdicts(problem('x+y=3, x-y=1'), '2x = 2, x - y = 1')).toEqual([false]);
  });

  it('checks inequalities', () => {
    expect(verdicts(problem('3x - 1 ≥ 5'), '3x >= 6', 'x >= 2')).toEqual([true, true]);
    expect(verdicts(problem('2 - x < 3'), '-x < 1', 'x < -1')).toEqual([true, false]);
  });

  it('checks expression tasks by equivalence', () => {
    expect(verdicts(problem('simplify 2x + 3x - 4'), '5x - 4', '5x + 4')).toEqual([true, false]);
    expect(verdicts(problem('factor x^2 - 5x + 6'), '(x - 2)(x - 3)')).toEqual([true]);
    expect(verdicts(problem('\\frac{3}{4}+\\frac{5}{6}'), '9/12 + 10/12', '19/12', '17/12')).toEqual([true, true, false]);
  });

  it('starts a derivative at d/dx f and allows unevaluated derivative() in steps', () => {
    const p = problem('derivative of x^2 sin x');
    expect(verdicts(p, 'derivative(x^2, x) sin(x) + x^2 derivative(sin(x), x)', '2x sin(x) + x^2 cos(x)')).toEqual([true, true]);
    expect(verdicts(p, '2x cos(x)')).toEqual([false]);
  });

  it('compares antiderivatives up to a constant, with integral() still in the steps', () => {
    const p = problem('∫ x e^x dx');
    expect(verdicts(p, 'x e^x - integral(e^x, x)', 'x e^x - e^x', 'x e^x - e^x + 5')).toEqual([true, true, true]);
    expect(verdicts(p, 'x e^x + integral(e^x, x)')).toEqual([false]);
    expect(verdicts(problem('antiderivative of cos x'), 'sin(x)')).toEqual([true]);
    expect(verdicts(problem('antiderivative of cos x'), '-sin(x)')).toEqual([false]);
  });

  it('checks definite integrals by value', () => {
    expect(verdicts(problem('\\int_0^1 x^2\\,dx'), 'between(x^3/3, x, 0, 1)', '1/3 - 0', '1/3', '1/2')).toEqual([true, true, true, false]);
  });

  it('checks limits: algebra under lim, l’Hôpital, values and infinity', () => {
    expect(verdicts(problem('limit of (x^2-1)/(x-1) as x → 1'), 'limit((x-1)(x+1)/(x-1), x, 1)', 'limit(x+1, x, 1)', '2', '3')).toEqual([true, true, true, false]);
    expect(verdicts(problem('lim x->0 sin(x)/x'), 'limit(cos(x)/1, x, 0)', '1')).toEqual([true, true]);
    expect(verdicts(problem('limit of 1/x^2 as x -> 0'), 'Infinity')).toEqual([true]);
    expect(verdicts(problem('limit of (3x^2+1)/(x^2-5) as x -> infinity'), 'limit((3+1/x^2)/(1-5/x^2), x, Infinity)', '3')).toEqual([true, true]);
    expect(verdicts(problem('lim_(x->0+) 1/x'), 'Infinity')).toEqual([true]);
    expect(verdicts(problem('lim_(x->0+) 1/x'), '-Infinity')).toEqual([false]);
  });

  it('checks "the limit does not exist" by its one-sided limits, each on its side', () => {
    const p = problem('limit of 1/x as x -> 0');
    expect(verdicts(p, 'limit(1/x, x, 0, left) = -Infinity, limit(1/x, x, 0, right) = Infinity')).toEqual([true]);
    expect(verdicts(p, 'limit(1/x, x, 0, left) = Infinity, limit(1/x, x, 0, right) = Infinity')).toEqual([false]);
    expect(verdicts(p, 'limit(1/x^2, x, 0, left) = Infinity, limit(1/x, x, 0, right) = Infinity')).toEqual([false]);
  });

  it('is false, never an error, for a state of the wrong kind', () => {
    expect(verdicts(problem('solve 2x+3=7'), 'x + 1')).toEqual([false]);
    expect(verdicts(problem('simplify 2x + 3x'), 'x = 2')).toEqual([false]);
  });

  it('reads a negative constant as one number, under a power or a minus sign', () => {
    // Built as the formula method builds it: (-5) is a ParenthesisNode around the constant -5.
    const b: MathNode = new ParenthesisNode(new ConstantNode(-5));
    const minusB = new OperatorNode('-', 'unaryMinus', [b]);
    const root = new OperatorNode('/', 'divide', [new OperatorNode('+', 'add', [minusB, new OperatorNode('^', 'pow', [b, new ConstantNode(2)])]), new ConstantNode(10)]);
    const state: StepDraft = { rule: 'Substitute', explanation: '(5 + 25)/10', state: { kind: 'relation', relation: { lhs: new SymbolNode('x'), op: '=', rhs: root } } };
    expect(verifySteps(problem('x - 3 = 0'), [state]).map((s) => s.verified)).toEqual([true]);
    expect(verifySteps(problem('x + 2 = 0'), [state]).map((s) => s.verified)).toEqual([false]);
  });
});
