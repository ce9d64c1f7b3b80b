import { describe, expect, it } from 'vitest';
import { isRefused, solveAsTyped } from '../../competition/solve-as-typed.test-helpers';

describe('exponential equations past one power (as typed)', () => {
  it('takes logarithms of both sides when the bases differ, keeping the typed bases', async () => {
    const result = await solveAsTyped('7^x = 2^(x+3)');
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toBe('x = 3*ln(2)/(ln(7) - ln(2))');
    expect(result.steps.every((step) => step.verified)).toBe(true);
  });

  it('says there is no solution when the exponents always differ (3^(2x) = 9^(x+1)), not "no method"', async () => {
    for (const problem of ['3^(2x) = 9^(x+1)', '4^x = 2^(2x+3)']) {
      const result = await solveAsTyped(problem);
      expect(result.answer?.text, problem).toBe('No solution');
      expect(result.answer?.solutions, problem).toEqual([]);
      expect(result.steps.every((step) => step.verified), problem).toBe(true);
    }
  });

  it('sets the exponents equal when both bases are powers of one number', async () => {
    const result = await solveAsTyped('9^(x-1) = 27^x');
    expect(result.answer?.text).toBe('x = -2');
  });

  it('solves a quadratic in e^x and keeps only the positive values of e^x', async () => {
    const both = await solveAsTyped('e^(2x) - 7e^x + 12 = 0');
    expect(both.answer?.solutions).toEqual([{ x: 'log(3)' }, { x: 'log(4)' }]);
    const one = await solveAsTyped('e^(2x) + 2e^x - 15 = 0');
    expect(one.answer?.solutions).toEqual([{ x: 'log(3)' }]);
    expect(one.steps[0]?.explanation).toMatch(/u = -5 gives no x/u);
  });

  it('solves a quadratic in 2^x written with 4^x, giving whole exponents', async () => {
    const result = await solveAsTyped('4^x - 10*2^x + 16 = 0');
    expect(result.answer?.text).toBe('x = 1 or x = 3');
  });

  it('refuses when no value of the power is positive, rather than guess', async () => {
    expect(await isRefused('e^(2x) + 5e^x + 6 = 0')).toBe(true);
  });
});
