import { describe, expect, it } from 'vitest';
import { expandExpression } from './expand-expression';
import { answerText, expectSoundSteps, expressionProblem } from './test-kit';

function expand(text: string) {
  const problem = expressionProblem('expand', text);
  return { problem, result: expandExpression(problem) };
}

describe('expandExpression', () => {
  it('uses FOIL and then collects like terms, as two steps', () => {
    const { problem, result } = expand('(x+2)(x+3)');
    const r = expectSoundSteps(problem, result);
    expect(r.steps.map((s) => [s.rule, answerText({ ...r, answer: s.state })])).toEqual([
      ['Multiply the brackets (FOIL)', 'x^2 + 3x + 2x + 6'],
      ['Combine like terms', 'x^2 + 5x + 6'],
    ]);
  });

  it.each([
    ['3(x+4)', '3x + 12', 'Distribute'],
    ['(2x+3)^2', '4x^2 + 12x + 9', 'Square of a sum'],
    ['(x-5)^2', 'x^2 - 10x + 25', 'Square of a difference'],
    ['(x-2)(x+2)', 'x^2 - 4', 'Difference of squares'],
    ['(x-1)^3', 'x^3 - 3x^2 + 3x - 1', 'Write the power as a product'],
    ['2x(x-3) - (x+1)(x-1)', 'x^2 - 6x + 1', 'Remove the brackets'],
    ['5 - 3(x+2)', '-3x - 1', 'Distribute'],
    ['(a+b)^2', 'a^2 + 2ab + b^2', 'Square of a sum'],
  ])('%s → %s (%s)', (input, expected, rule) => {
    const { problem, result } = expand(input);
    const r = expectSoundSteps(problem, result);
    expect(answerText(r)).toBe(expected);
    expect(r.steps.map((s) => s.rule)).toContain(rule);
  });

  it('says when there is nothing to expand', () => {
    const { result } = expand('x^2 + 2x');
    expect(result?.steps.map((s) => s.rule)).toEqual(['Already expanded']);
  });
});
