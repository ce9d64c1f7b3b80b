import { describe, expect, it } from 'vitest';
import { parse } from 'mathjs';
import { integralBySteps } from './integral-steps';
import { breaksBetweenBounds } from './improper-between-bounds';
import { integralProblem } from './make-calculus-problem';

const breaks = (F: string, f: string, a: string, b: string) => breaksBetweenBounds(parse(F), parse(f), 'x', parse(a), parse(b));

describe('a definite integral whose integrand blows up between the bounds', () => {
  it('finds an antiderivative that runs off to infinity or jumps inside [a, b]', () => {
    expect(breaks('log(abs(x))', '1/x', '-1', '1')).toBe(true);
    expect(breaks('-1/(x - 1)', '1/(x - 1)^2', '0', '2')).toBe(true);
    expect(breaks('-log(abs(cos(x)))', 'tan(x)', '0', 'pi')).toBe(true);
    expect(breaks('log(abs(x - sqrt(2)))', '1/(x - sqrt(2))', '0', '3')).toBe(true);
  });

  it('keeps an antiderivative that settles (2√x at 0) and integrands with no blow-up', () => {
    expect(breaks('2*sqrt(x)', '1/sqrt(x)', '0', '1')).toBe(false);
    expect(breaks('x^2 - x', '2*x - 1', '1', '3')).toBe(false);
    expect(breaks('log(abs(x))', '1/x', '1', '2')).toBe(false);
  });

  it('gives no value for ∫_{-1}^{1} 1/x dx (was 0, shown as sure) but still works out ∫_1^3 (2x − 1) dx', () => {
    expect(integralBySteps(integralProblem('1/x', ['-1', '1']))).toBeNull();
    expect(integralBySteps(integralProblem('2*x - 1', ['1', '3']))).not.toBeNull();
  });
});
