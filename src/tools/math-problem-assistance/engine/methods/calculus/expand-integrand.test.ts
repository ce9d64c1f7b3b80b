import { derivative, parse } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { integrateWithSteps } from './integral-steps';
import { numericallyEqual } from './numeric-check';
import { largestSumPower } from './polynomial-degree';
import { expandsLarge } from './expand-integrand';

/** Integrates with steps, and checks the answer by differentiating it back to the integrand. */
function integrate(integrand: string) {
  const worked = integrateWithSteps(parse(integrand), 'x');
  if (!worked) throw new Error(`no integral for ${integrand}`);
  expect(numericallyEqual(derivative(worked.result, 'x'), parse(integrand), 'x')).toBe(true);
  return { rules: worked.steps.map((s) => s.rule), answer: worked.result.toString() };
}

describe('expanding an integrand only when it is small', () => {
  it('tries u = x³ − 2 before multiplying out a fifth power (it never finished: rationalize is exponential)', () => {
    const r = integrate('x^2*(x^3-2)^5');
    expect(r.rules[0]).toBe('u-substitution');
    expect(r.answer.replace(/\s/gu, '')).toBe('(x^3-2)^6/18');
  }, 20_000);

  it('does not multiply out the answer of a power of a linear inside ((2x + 1)^8/16 was expanded in the last step, forever)', () => {
    expect(integrate('(2x+1)^7').answer.replace(/\s/gu, '')).toBe('(2*x+1)^8/16');
  }, 20_000);

  it('still multiplies out small products, and large ones with numbers only exactly', () => {
    expect(integrate('x*(x + 2)^2').rules[0]).toBe('Expand');
    expect(integrate('x*(x - 1)^8').rules[0]).toBe('Expand');
  }, 20_000);

  it('writes out a long power with few terms ((x³ − 2)^5: six terms up to x^15), not one with many', () => {
    const r = integrate('(x^3-2)^5');
    expect(r.rules).toEqual(['Expand', 'Sum rule', 'Constant rule']);
    expect(r.answer.replace(/\s/gu, '')).toBe('x^16/16-10*x^13/13+4*x^10-80*x^7/7+20*x^4-32*x');
    expect(integrate('(x + 1)^20').rules).not.toContain('Expand');
  }, 20_000);

  it('measures the size of an expansion by the power of a sum and the degree', () => {
    expect(largestSumPower(parse('x^2*(x^3-2)^5'))).toBe(5);
    expect(largestSumPower(parse('x^7'))).toBe(0);
    expect(expandsLarge(parse('x*(x+2)^2'), 'x')).toBe(false);
    expect(expandsLarge(parse('x^2*(x^3-2)^2'), 'x')).toBe(true);
  });
});
