import { describe, expect, it } from 'vitest';
import { solveMathProblem } from '../../solve-problem';
import { parseMath } from '../../math-text';
import { limitByGrowth } from './limit-by-growth';
import { limitOfLogTerms } from './limit-of-log-terms';
import { definiteIntegralValue, divergenceSign } from './quadrature';

const solve = (problem: string) => solveMathProblem({ problem, task: 'auto' }, { responses: 'basic' });
const limit = (text: string, direction: 1 | -1 = 1) => {
  const found = limitByGrowth(parseMath(text), 'x', direction);
  return found?.kind === 'finite' ? found.node.toString() : found ? (found.sign > 0 ? 'inf' : '-inf') : null;
};

describe('improper integrals (decision 0094)', () => {
  it('works out a convergent integral to ±∞ as a limit, every step verified', async () => {
    for (const [problem, value] of [
      ['∫_1^∞ 1/x^2 dx', '1'],
      ['\\int_1^{\\infty} \\frac{1}{x^3} dx', '1/2'],
      ['∫_0^∞ e^(-x) dx', '1'],
      ['∫_{-∞}^0 e^x dx', '1'],
      ['integrate 1/x^2 from 1 to infinity', '1'],
      ['∫_0^∞ x e^(-x) dx', '1'],
      ['∫_0^∞ 1/(1+x^2) dx', 'pi/2'],
    ] as const) {
      const result = await solve(problem);
      expect(result.status, problem).toBe('solved');
      expect(result.answer?.text, problem).toBe(value);
      expect(result.steps.every((step) => step.verified), problem).toBe(true);
    }
  });

  it('says a divergent integral diverges, checked by its pieces growing', async () => {
    for (const problem of ['∫_1^∞ 1/x dx', '∫_1^∞ 1/sqrt(x) dx', '∫_0^∞ e^(2x) dx']) {
      const result = await solve(problem);
      expect(result.answer?.text, problem).toBe('Diverges (∞)');
      expect(result.message, problem).toMatch(/diverges/u);
      expect(result.steps.every((step) => step.verified), problem).toBe(true);
    }
  });

  it('gives no value where it cannot decide (a pole on the way, both ends infinite and divergent, an oscillating antiderivative)', async () => {
    for (const problem of ['∫_0^∞ 1/(x-3)^2 dx', '∫_{-∞}^{∞} x dx', '∫_{-∞}^{∞} e^x dx', '∫_0^∞ sin x dx', '∫_0^3 1/(x-1)^2 dx']) {
      expect((await solve(problem)).status, problem).toBe('unsupported');
    }
  });

  it('splits an integral with both ends infinite at 0 and adds the two convergent halves (session 44)', async () => {
    for (const [problem, value] of [
      ['∫_{-∞}^{∞} 1/(1+x^2) dx', 'pi'],
      ['\\int_{-\\infty}^{\\infty} \\frac{1}{x^2+4}\\,dx', 'pi/2'],
    ] as const) {
      const result = await solve(problem);
      expect(result.answer?.text, problem).toBe(value);
      expect(result.steps.every((step) => step.verified), problem).toBe(true);
    }
    const value = (f: string) => definiteIntegralValue(parseMath(f), parseMath('-Infinity'), parseMath('Infinity'), 'x');
    expect(value('1/(1+x^2)')).toBeCloseTo(Math.PI, 8);
    expect(value('1/(1+x^2) + 1/x^2')).toBeNull();
  });

  it('takes the logs of partial fractions together at ∞ (session 44): ln|x − 1|/2 − ln|x + 1|/2 → 0, not ∞ − ∞', async () => {
    for (const [problem, value] of [
      ['∫_2^∞ 1/(x^2−1) dx', 'ln(3)/2'],
      ['∫_2^∞ 1/(x^2-x) dx', 'ln(2)'],
    ] as const) {
      const result = await solve(problem);
      expect(result.answer?.text, problem).toBe(value);
      expect(result.steps.every((step) => step.verified), problem).toBe(true);
    }
    expect((await solve('∫_2^∞ x/(x^2-1) dx')).answer?.text).toBe('Diverges (∞)');
    const logs = (text: string) => {
      const found = limitOfLogTerms(parseMath(text), 'x', 1);
      return found?.kind === 'finite' ? found.node.toString() : found ? (found.sign > 0 ? 'inf' : '-inf') : null;
    };
    expect(logs('log(abs(x - 1))/2 - log(abs(x + 1))/2')).toMatch(/log\(1\)/u);
    expect(logs('log(abs(x - 1)) + log(abs(x + 1))')).toBe('inf');
    expect(logs('log(abs(x - 1)) - log(abs(x + 1)) - x')).toBe('-inf');
    expect(logs('log(abs(x - 1)) - sin(x)')).toBeNull();
  });

  it('follows each part of F as x grows, the faster one winning', () => {
    expect(limit('-1/x')).toBe('0');
    expect(limit('log(x)')).toBe('inf');
    expect(limit('-(log(x) + 1)/x')).toBe('0');
    expect(limit('-x*e^(-x) - e^(-x)')).toBe('0');
    expect(limit('e^x', -1)).toBe('0');
    expect(limit('x - log(x)')).toBe('inf');
    expect(limit('log(x) - log(x + 1)')).toBeNull();
    expect(limit('sin(x)')).toBeNull();
  });

  it('measures the integral over an infinite range, and no value when it does not settle', () => {
    const value = (f: string, a: string, b: string) => definiteIntegralValue(parseMath(f), parseMath(a), parseMath(b), 'x');
    expect(value('1/x^2', '1', 'Infinity')).toBeCloseTo(1, 8);
    expect(value('log(x)/x^2', '1', 'Infinity')).toBeCloseTo(1, 8);
    expect(value('e^x', '-Infinity', '0')).toBeCloseTo(1, 8);
    expect(value('1/x', '1', 'Infinity')).toBeNull();
    expect(value('1/x^1.1', '1', 'Infinity')).toBeNull();
    expect(divergenceSign(parseMath('1/x'), 1, 1, 'x')).toBe(1);
    expect(divergenceSign(parseMath('-1/sqrt(x)'), 1, 1, 'x')).toBe(-1);
    expect(divergenceSign(parseMath('1/x^2'), 1, 1, 'x')).toBeNull();
  });
});

describe('limits of the form 1^∞ (session 43)', () => {
  it('writes f^g as e^(g·ln f) and finishes the 0/0 form', async () => {
    for (const [problem, value] of [
      ['lim x→0 (1+x)^(1/x)', 'e'],
      ['lim x->infinity (1 + 1/x)^x', 'e'],
      ['lim x->infinity (1 + 2/x)^x', 'e^2'],
      ['lim x->0 (1 - x)^(1/x)', 'e^(-1)'],
    ] as const) {
      const result = await solve(problem);
      expect(result.answer?.text, problem).toBe(value);
      expect(result.steps.every((step) => step.verified), problem).toBe(true);
    }
  });
});
