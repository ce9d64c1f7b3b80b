import { describe, expect, it } from 'vitest';
import { expectNoSolution, expectSolutions, stateText } from './expect-solution';
import { solveExponentialEquation } from './solve-exponential-equation';
import { equationProblem } from './test-problem';

describe('solveExponentialEquation', () => {
  it('writes both sides with the same base', () => {
    const problem = equationProblem('2^(x+1) = 8');
    const r = expectSolutions(problem, solveExponentialEquation(problem), ['2']);
    expect(stateText(r.steps[0]!.state)).toBe('2 ^ (x + 1) = 2 ^ 3');
    expect(r.steps[1]!.rule).toBe('Set the exponents equal');
  });

  it('finds a common base for both sides', () => {
    const problem = equationProblem('4^x = 8');
    const r = expectSolutions(problem, solveExponentialEquation(problem), ['3/2']);
    expect(stateText(r.steps[0]!.state)).toBe('2 ^ (2 x) = 2 ^ 3');
  });

  it('isolates the power', () => {
    const problem = equationProblem('5 * 2^x = 40');
    expectSolutions(problem, solveExponentialEquation(problem), ['3']);
  });

  it('takes logarithms and keeps the answer exact', () => {
    const problem = equationProblem('3^x = 5');
    const r = expectSolutions(problem, solveExponentialEquation(problem), ['log(5)/log(3)']);
    expect(r.solutions).toEqual([{ x: 'log(5) / log(3)' }]);
    const e = equationProblem('e^(2x) = 7');
    expect(expectSolutions(e, solveExponentialEquation(e), ['log(7)/2']).solutions).toEqual([{ x: 'log(7) / 2' }]);
  });

  it('has no solution for a negative right side', () => {
    expectNoSolution(solveExponentialEquation(equationProblem('2^x = -4')));
  });
});
