import { describe, expect, it } from 'vitest';
import { factorByRoots, factorExpression } from './factor-expression';
import { answerText, expectSoundSteps, expressionProblem } from './test-kit';

function factor(text: string) {
  const problem = expressionProblem('factor', text);
  return { problem, result: factorExpression(problem) };
}

describe('factorExpression', () => {
  it.each([
    ['x^2 + 2x', 'x(x + 2)', 'Take out the common factor'],
    ['2x^2 + 4x', '2x(x + 2)', 'Take out the common factor'],
    ['4x^2 - 9', '(2x - 3)(2x + 3)', 'Difference of squares'],
    ['x^2 - 5x + 6', '(x - 2)(x - 3)', 'Factor the trinomial'],
    ['x^2 + 2x + 1', '(x + 1)^2', 'Perfect square trinomial'],
    ['6x^2 + x - 2', '(2x - 1)(3x + 2)', 'Split the middle term'],
    ['x^3 + 2x^2 + 3x + 6', '(x + 2)(x^2 + 3)', 'Group the terms in pairs'],
    ['x^3 - 8', '(x - 2)(x^2 + 2x + 4)', 'Difference of cubes'],
    ['27x^3 + 8', '(3x + 2)(9x^2 - 6x + 4)', 'Sum of cubes'],
    ['x^4 - 1', '(x - 1)(x + 1)(x^2 + 1)', 'Difference of squares'],
    ['-4x^2 + 16', '-4(x - 2)(x + 2)', 'Take out the common factor'],
    ['x^2 + 5xy + 6y^2', '(x + 2y)(x + 3y)', 'Factor the trinomial'],
    ['x^3 - 6x^2 + 11x - 6', '(x - 1)(x - 2)(x - 3)', 'Use a root to find a factor'],
  ])('factors %s as %s, using %s', (input, expected, rule) => {
    const { problem, result } = factor(input);
    const r = expectSoundSteps(problem, result);
    expect(answerText(r)).toBe(expected);
    expect(r.steps.map((step) => step.rule)).toContain(rule);
  });

  it('takes the common factor out before any pattern', () => {
    const { result } = factor('2x^3 - 8x');
    expect(result?.steps[0]?.rule).toBe('Take out the common factor');
    expect(answerText(result)).toBe('2x(x - 2)(x + 2)');
  });

  it('says when a polynomial cannot be factored over the rationals, and why', () => {
    const { problem, result } = factor('x^2 + x + 1');
    const r = expectSoundSteps(problem, result);
    expect(r.steps).toHaveLength(1);
    expect(r.steps[0]?.rule).toBe('Cannot be factored further');
    expect(r.steps[0]?.explanation).toMatch(/discriminant/u);
    expect(factor('x^2 - 2').result?.steps[0]?.explanation).toMatch(/not a perfect square/u);
  });

  it('writes an unexpanded input in standard form first', () => {
    const { problem, result } = factor('(x + 1)^2 - 4');
    const r = expectSoundSteps(problem, result);
    expect(r.steps[0]?.rule).toBe('Write in standard form');
    expect(answerText(r)).toBe('(x - 1)(x + 3)');
  });

  it('factors whole numbers into primes', () => {
    expect(answerText(factor('84').result)).toBe('2^2 × 3 × 7');
  });

  it('answers only factor problems', () => {
    expect(factorExpression(expressionProblem('simplify', 'x^2 - 1'))).toBeNull();
  });

  it('offers the roots method as an alternative for quadratics', () => {
    const problem = expressionProblem('factor', '6x^2 + x - 2');
    const alt = factorByRoots(problem);
    expect(alt?.method).toBe('roots (quadratic formula)');
    expect(alt?.steps[0]?.explanation).toMatch(/x = -2\/3 and x = 1\/2/u);
    expect(answerText(alt)).toBe('(2x - 1)(3x + 2)');
  });
});
