import { describe, expect, it } from 'vitest';
import { solveAsTyped } from '../../competition/solve-as-typed.test-helpers';

describe('rationalizing a denominator of two terms (as typed)', () => {
  it.each([
    ['rationalize the denominator 10/(√7 - √2)', '2*sqrt(7) + 2*sqrt(2)'],
    ['rationalise 6/(3 + √3)', '3 - sqrt(3)'],
    ['simplify (2 + √3)/(2 - √3)', '7 + 4*sqrt(3)'],
    ['3/(2√2 + 1)', '(6*sqrt(2) - 3)/7'],
  ])('%s → %s, every step verified', async (problem, value) => {
    const result = await solveAsTyped(problem);
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toBe(value);
    expect(result.steps[0]?.rule).toBe('Multiply top and bottom by the conjugate');
    expect(result.steps.every((step) => step.verified)).toBe(true);
  });
});
