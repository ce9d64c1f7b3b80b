import { describe, expect, it } from 'vitest';
import { isRefused, solveAsTyped } from './solve-as-typed.test-helpers';

// One polynomial's coefficients and degree (issue 35, session 17): multiplied out exactly, checked against the expression as typed.
describe('questions about a polynomial’s coefficients and degree', () => {
  it('finds a coefficient after simplifying or multiplying out', async () => {
    const result = await solveAsTyped('Find the coefficient of $x^2$ when $2(x^2 - x) - 3(x - 4x^2) + (x^3 - x^2)$ is simplified.');
    expect(result.answer?.text).toBe('13');
    expect(result.steps[0]?.explanation).toContain('x^3 + 13x^2 - 5x');
    expect((await solveAsTyped('Find the coefficient of the $x$ term in the expansion of the product $(x + 2)(3x - 5)$.')).answer?.text).toBe('1');
    expect((await solveAsTyped('What is the coefficient of $x^3$ when $x^2 + 1$ is multiplied by $2x - 3$ and the like terms are combined?')).answer?.text).toBe('2');
  });

  it('finds the leading coefficient, the sum of the coefficients and of their squares, and the degree', async () => {
    expect((await solveAsTyped('Find the leading coefficient in the polynomial $2(x^3 + 1) - 5(x^3 - x)$ after it is simplified.')).answer?.text).toBe('-3');
    expect((await solveAsTyped('Find the sum of the coefficients in the polynomial $2(x^2 - 3) + 4(x + 1)$.')).answer?.text).toBe('4');
    expect((await solveAsTyped('What is the sum of the squares of the coefficients of $3(x^2 + 2)$?')).answer?.text).toBe('45');
    expect((await solveAsTyped('What is the degree of the polynomial $(2x^3 + 1)^5$?')).answer?.text).toBe('15');
  });

  it('refuses coefficients that are letters or irrational', async () => {
    expect(await isRefused('Find the coefficient of the $x^2$ term in the expansion of the product $(ax + 1)(x - 2)$.')).toBe(true);
    expect(await isRefused('What is the degree of the polynomial $\\sqrt{x} + x^2$?')).toBe(true);
  });
});
