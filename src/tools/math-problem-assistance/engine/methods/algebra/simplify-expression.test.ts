import { describe, expect, it } from 'vitest';
import { simplifyExpression } from './simplify-expression';
import { answerText, expectSoundSteps, expressionProblem } from './test-kit';

function simplify(text: string) {
  const problem = expressionProblem('simplify', text);
  return { problem, result: simplifyExpression(problem) };
}

describe('simplifyExpression', () => {
  it.each([
    ['x^2 + 3x*(-4x) + 5x^3 + 3x^2 + 6', '5x^3 - 8x^2 + 6'],
    ['(2x^2 - 4) + (4x^2 + 3)', '6x^2 - 1'],
    ['x^y * x^z', 'x^(y + z)'],
    ['2x * 4x / 5 * 10 + 3', '16x^2 + 3'],
    ['((2+x)(3+x))/(2+x)', 'x + 3'],
    ['60x / (40y)', '(3x)/(2y)'],
    ['(x^2-1)/(x^2+2x+1)', '(x - 1)/(x + 1)'],
    ['(x^2+y^2)/(5x-6x) + 5', '-x - y^2/x + 5'],
    ['-(2x) * -(2 + 2)', '8x'],
    ['(x-2)(x-4)', 'x^2 - 6x + 8'],
    ['x + x/2', '(3x)/2'],
    ['sqrt(4x)', '2√x'],
    ['1/x + 1/(x+1)', '(2x + 1)/(x^2 + x)'],
  ])('%s → %s', (input, expected) => {
    const { problem, result } = simplify(input);
    expect(answerText(expectSoundSteps(problem, result))).toBe(expected);
  });

  it('an even root of an even power keeps its bars: √(5x^2) = |x|√5, and the step is verified', () => {
    const { problem, result } = simplify('nthRoot(x * (2 + 3) * x, 2)');
    expect(answerText(expectSoundSteps(problem, result))).toBe('|x| × √5');
    expect(result?.steps.at(-1)?.explanation).toContain('√(x^2) = |x|');
    const fourth = simplify('x * nthRoot(x^4, 2)');
    expect(answerText(expectSoundSteps(fourth.problem, fourth.result))).toBe('x^3');
  });

  it('combines like terms in a step of its own, listing them', () => {
    const { result } = simplify('x^2 + 3x*(-4x) + 5x^3 + 3x^2 + 6');
    expect(result?.steps.map((s) => s.rule)).toEqual(['Multiply', 'Combine like terms']);
    expect(result?.steps[1]?.explanation).toContain('x^2 - 12x^2 + 3x^2 = -8x^2');
  });

  it('factors and cancels in rational expressions', () => {
    const { result } = simplify('(x^2-1)/(x^2+2x+1)');
    expect(result?.steps.map((s) => s.rule)).toEqual(['Factor the top and the bottom', 'Cancel the common factor']);
  });

  it('never hands the input back unless it is already simplest, and then says so in one step', () => {
    for (const input of ['(x + 1)/(x - 1)', '(x + 2)/6', 'x^2 + 1']) {
      const { problem, result } = simplify(input);
      const r = expectSoundSteps(problem, result);
      expect(r.steps).toHaveLength(1);
      expect(r.steps[0]?.rule).toBe('Already in simplest form');
    }
    const { result } = simplify('2x + 3x');
    expect(result?.steps[0]?.rule).not.toBe('Already in simplest form');
  });

  it('answers only simplify problems', () => {
    expect(simplifyExpression(expressionProblem('factor', 'x + x'))).toBeNull();
  });
});
