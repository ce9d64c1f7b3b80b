import { describe, expect, it } from 'vitest';
import { limitBySteps } from './limit-steps';
import { checkCalculusState } from './check-calculus-state';
import { limitProblem, stateText } from './make-calculus-problem';
import { parse } from 'mathjs';
import type { LimitDirection } from './calculus-markers';

function solve(fn: string, point: string, direction?: LimitDirection) {
  const problem = limitProblem(fn, point, direction);
  const result = limitBySteps(problem);
  if (!result) throw new Error(`no limit for ${fn}`);
  for (const step of result.steps) expect(checkCalculusState(problem, step.state), `${fn}: ${step.rule}`).toBe(true);
  return { ...result, rules: result.steps.map((s) => s.rule), answerText: stateText(result.answer) };
}

describe('limits', () => {
  it('direct substitution', () => {
    const r = solve('x^2 + 3', '2');
    expect(r.rules).toEqual(['Direct substitution', 'Simplify']);
    expect(r.answerText).toBe('7');
  });

  it('0/0 with polynomials: factor and cancel', () => {
    const r = solve('(x^2 - 4)/(x - 2)', '2');
    expect(r.rules.slice(0, 2)).toEqual(['Factor', 'Cancel the common factor']);
    expect(r.answerText).toBe('4');
    expect(solve('(x^3 - 1)/(x^2 - 1)', '1').answerText).toBe('3/2');
  });

  it("L'Hôpital, repeated when needed", () => {
    expect(solve('sin(x)/x', '0').answerText).toBe('1');
    const r = solve('(1 - cos(x))/x^2', '0');
    expect(r.rules.filter((rule) => rule === "L'Hôpital's rule")).toHaveLength(2);
    expect(r.answerText).toBe('1/2');
  });

  it('rational functions at infinity: divide by the highest power', () => {
    const r = solve('(3x^2 + 2x)/(x^2 - 5)', 'Infinity');
    expect(r.rules).toEqual(['Divide by the highest power', 'Limit at infinity']);
    expect(r.answerText).toBe('3');
    expect(solve('(2x + 1)/(x^2 + 1)', 'Infinity').answerText).toBe('0');
    expect(solve('x^3/(x + 1)', '-Infinity').answerText).toBe('Infinity');
    expect(solve('x^2/(1 - x)', 'Infinity').answerText).toBe('-Infinity');
  });

  it('∞/∞ at infinity by L\'Hôpital', () => {
    expect(solve('x / e^x', 'Infinity').answerText).toBe('0');
  });

  it('infinite limits and one-sided limits', () => {
    expect(solve('1/x^2', '0').answerText).toBe('Infinity');
    expect(solve('1/x', '0', 'right').answerText).toBe('Infinity');
    expect(solve('1/x', '0', 'left').answerText).toBe('-Infinity');
  });

  it('says when the limit does not exist', () => {
    const r = solve('1/x', '0');
    expect(r.answer.kind).toBe('relations');
    expect(r.note).toMatch(/does not exist/);
    expect(r.answerText).toBe('limit(1/x,x,0,left)=-Infinity and limit(1/x,x,0,right)=Infinity');
    // Shown first as "Does not exist": the two one-sided values alone read like the limit's value.
    expect(r.shownAs?.text).toMatch(/^Does not exist \(.*-Infinity.*Infinity\)$/);
  });

  it('the checker rejects a step that changes the value', () => {
    const problem = limitProblem('(x^2 - 4)/(x - 2)', '2');
    expect(checkCalculusState(problem, { kind: 'expression', node: parse('limit(x + 2, x, 2)') })).toBe(true);
    expect(checkCalculusState(problem, { kind: 'expression', node: parse('limit(x + 3, x, 2)') })).toBe(false);
    expect(checkCalculusState(problem, { kind: 'expression', node: parse('5') })).toBe(false);
  });
});
