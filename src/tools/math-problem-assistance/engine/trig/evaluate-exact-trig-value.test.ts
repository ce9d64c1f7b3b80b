import { describe, expect, it } from 'vitest';
import { isRefused, solveAsTyped } from '../competition/solve-as-typed.test-helpers';

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

describe('angles typed in degrees (sin(30°), cos 60°)', () => {
  it.each([
    ['sin(30°)', '1/2', 'sin(30°)'],
    ['cos 60°', '1/2', 'cos(60°)'],
    ['tan(45°)', '1', 'tan(45°)'],
    ['sin 30 degrees', '1/2', 'sin(30°)'],
    ['what is cos(150°)?', '-sqrt(3)/2', 'cos(150°)'],
    ['sin(75°)', '(sqrt(6) + sqrt(2))/4', 'sin(75°)'],
    ['sin(-30°)', '-1/2', 'sin(-30°)'],
  ])('works out %s exactly, echoed and explained in degrees', async (problem, value, echo) => {
    const result = await solveAsTyped(problem);
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toBe(value);
    expect(result.readAs?.text).toBe(echo);
    expect(result.steps.every((step) => step.verified)).toBe(true);
    expect(result.steps.map((step) => step.explanation).join(' ')).not.toMatch(/π/u);
  });

  it('shows the degree mark in the LaTeX echo and names the angle in degrees', async () => {
    const result = await solveAsTyped('sin(30°)');
    expect(result.readAs?.latex).toBe('\\sin\\left(30^{\\circ}\\right)');
    expect(result.steps.at(-1)?.explanation).toMatch(/^sin\(30°\) = 1\/2/u);
  });

  it('works out sin²(30°) + cos²(30°) to 1, every step checked', async () => {
    const result = await solveAsTyped('sin²(30°) + cos²(30°)');
    expect(result).toMatchObject({ status: 'solved', answer: { text: '1' } });
    expect(result.readAs?.text).toBe('sin(30°)^2 + cos(30°)^2');
    expect(result.steps.every((step) => step.verified)).toBe(true);
  });

  it('refuses tan(90°) as undefined rather than showing it solved', async () => {
    expect(await isRefused('tan(90°)')).toBe(true);
    expect(await isRefused('2tan(90°) + 1')).toBe(true);
  });

  it('refuses a degree mark that is not on a trig function’s angle with a 400 that names it', async () => {
    await expect(solveAsTyped('x + 30° = 90')).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/at “30°”: a degree mark/u) });
  });
});

describe('exact values put into a longer expression typed in degrees', () => {
  it.each([
    ['2sin(45°)', 'sqrt(2)', 'sin 45° = √2/2.'],
    ['sin²(30°) + cos²(30°)', '1', 'sin 30° = 1/2, cos 30° = √3/2.'],
    ['3cos(120°)', '-3/2', 'cos 120° = -1/2.'],
    ['tan(60°)/tan(30°)', '3', 'tan 60° = √3, tan 30° = √3/3.'],
    ['sqrt(2)*sin(45°)', '1', 'sin 45° = √2/2.'],
  ])('works out %s exactly, every step checked', async (problem, value, said) => {
    const result = await solveAsTyped(problem);
    expect(result).toMatchObject({ status: 'solved', answer: { text: value } });
    expect(result.steps[0]).toMatchObject({ rule: 'Put in the exact values', explanation: said });
    expect(result.steps.every((step) => step.verified)).toBe(true);
  });

  it('leaves an angle with no exact value to the work in radians, with its decimal', async () => {
    const result = await solveAsTyped('sin(20°) + 1');
    expect(result.status).toBe('solved');
    expect(result.readAs?.text).toBe('sin(20°) + 1');
    expect(result.steps[0]?.explanation).toMatch(/≈ 1\.34202/u);
  });
});
