import { describe, expect, it } from 'vitest';
import { expectSolutions, stateText } from './expect-solution';
import { solveLogarithmicEquation } from './solve-logarithmic-equation';
import { equationProblem } from './test-problem';

describe('solveLogarithmicEquation', () => {
  it('combines logs, rewrites as a power and rejects answers outside the domain', () => {
    const problem = equationProblem('log10(x) + log10(x - 3) = 1');
    const r = expectSolutions(problem, solveLogarithmicEquation(problem), ['5']);
    expect(stateText(r.steps[0]!.state)).toBe('log10(x (x - 3)) = 1');
    expect(stateText(r.steps[1]!.state)).toBe('x (x - 3) = 10 ^ 1');
    expect(r.note).toMatch(/x = -2 is extraneous/);
  });

  it('works out a power with a negative or fractional exponent: log_2(x - 1) = -1 gives x = 3/2, log_9(x) = 1/2 gives 3', () => {
    const problem = equationProblem('log(x - 1, 2) = -1');
    const r = expectSolutions(problem, solveLogarithmicEquation(problem), ['3/2']);
    expect(r.steps.map((step) => step.rule)).toContain('Work out the power');
    expectSolutions(equationProblem('log(x, 9) = 1/2'), solveLogarithmicEquation(equationProblem('log(x, 9) = 1/2')), ['3']);
  });

  it('gives x = √2 for log_2 x = 1/2, whose power is no fraction (was no method)', () => {
    const problem = equationProblem('log(x, 2) = 1/2');
    expectSolutions(problem, solveLogarithmicEquation(problem), ['sqrt(2)']);
  });

  it('drops the logs when both sides are one logarithm', () => {
    const problem = equationProblem('log(x) + log(x - 3) = log(10)');
    const r = expectSolutions(problem, solveLogarithmicEquation(problem), ['5']);
    expect(r.steps.map((s) => s.rule).slice(0, 2)).toEqual(['Combine the logarithms', 'Drop the logarithms']);
  });

  it('solves other bases and natural logs exactly', () => {
    const p2 = equationProblem('log2(x + 1) = 3');
    expectSolutions(p2, solveLogarithmicEquation(p2), ['7']);
    const ln = equationProblem('log(x) = 2');
    expect(expectSolutions(ln, solveLogarithmicEquation(ln), ['e^2']).solutions).toEqual([{ x: 'e ^ 2' }]);
  });

  it('undoes a coefficient that is not whole by its inverse: 2e, not e/0.5', () => {
    const half = equationProblem('log(x) - log(2) = 1');
    expect(expectSolutions(half, solveLogarithmicEquation(half), ['2*e']).solutions).toEqual([{ x: '2 * e ^ 1' }]);
    const twoThirds = equationProblem('log(2x/3) = 1');
    expect(expectSolutions(twoThirds, solveLogarithmicEquation(twoThirds), ['3*e/2']).solutions).toEqual([{ x: '3 / 2 * e ^ 1' }]);
  });

  it('finds no solution when every candidate is outside the domain', () => {
    const r = solveLogarithmicEquation(equationProblem('log(x - 5) = log(2x)'))!;
    expect(r.solutions).toEqual([]);
  });
});
