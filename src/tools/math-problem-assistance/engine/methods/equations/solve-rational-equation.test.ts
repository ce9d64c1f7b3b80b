import { describe, expect, it } from 'vitest';
import { expectNoSolution, expectSolutions, stateText } from './expect-solution';
import { solveRationalEquation } from './solve-rational-equation';
import { equationProblem } from './test-problem';

describe('solveRationalEquation', () => {
  it('multiplies by the lowest common denominator and names the excluded values', () => {
    const problem = equationProblem('6/x + 8/(2x) = 10');
    const r = expectSolutions(problem, solveRationalEquation(problem), ['1']);
    expect(r.steps[0]!.rule).toBe('Multiply both sides by x');
    expect(r.steps[0]!.explanation).toMatch(/x cannot be 0/);
    expect(stateText(r.steps[0]!.state)).toBe('6 + 4 = 10 x');
  });

  it('uses a factored LCD', () => {
    const problem = equationProblem('x/(x+1) + 2/x = 1');
    const r = expectSolutions(problem, solveRationalEquation(problem), ['-2']);
    expect(r.steps[0]!.rule).toBe('Multiply both sides by x (x + 1)');
  });

  it('rejects a root that makes a denominator zero', () => {
    const r = expectNoSolution(solveRationalEquation(equationProblem('1/(x-2) + 1/(x+2) = 4/(x^2-4)')));
    expect(r.steps.at(-1)!.rule).toBe('Check for excluded values');
    expect(r.steps.at(-1)!.explanation).toMatch(/x = 2 makes a denominator/);
  });

  it('keeps the good root when only one is extraneous', () => {
    const problem = equationProblem('x/(x-2) = 2/(x-2) + 3');
    // x = 2 is excluded; 3x - 6 + 2 = x gives x = 2 only, so no solution.
    expectNoSolution(solveRationalEquation(problem));
    const other = equationProblem('x^2/(x-1) = 1/(x-1)');
    const r = expectSolutions(other, solveRationalEquation(other), ['-1']);
    expect(r.note).toMatch(/x = 1 is rejected/);
  });

  it('leaves polynomial equations to other methods', () => {
    expect(solveRationalEquation(equationProblem('x/2 = 3'))).toBeNull();
  });
});
