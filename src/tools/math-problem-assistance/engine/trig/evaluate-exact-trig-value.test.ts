import { describe, expect, it } from 'vitest';
import { solveAsTyped } from '../competition/solve-as-typed.test-helpers';

describe('exact values of sin, cos and tan at multiples of 15° (as typed)', () => {
  it.each([
    ['exact value of sin(5π/12)', '(sqrt(6) + sqrt(2))/4'],
    ['find the exact value of cos(11π/12)', '-(sqrt(6) + sqrt(2))/4'],
    ['tan(π/12)', '2 - sqrt(3)'],
    ['sin(13π/12)', '(sqrt(2) - sqrt(6))/4'],
  ])('works out %s by the reference angle and 45° ± 30°', async (problem, value) => {
    const result = await solveAsTyped(problem);
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toBe(value);
    expect(result.steps.every((step) => step.verified)).toBe(true);
  });

  it('gives the known value rather than the problem back', async () => {
    expect((await solveAsTyped('cos(3π/4)')).answer?.text).toBe('-sqrt(2)/2');
    const negative = await solveAsTyped('sin(-π/6)');
    expect(negative.answer?.text).toBe('-1/2');
    expect(negative.steps[0]?.explanation).toMatch(/^−π\/6 is 330°/u);
  });
});
