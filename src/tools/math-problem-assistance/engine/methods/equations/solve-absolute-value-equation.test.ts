import { describe, expect, it } from 'vitest';
import { expectNoSolution, expectSolutions, stateText } from './expect-solution';
import { solveAbsoluteValueEquation } from './solve-absolute-value-equation';
import { equationProblem } from './test-problem';

describe('solveAbsoluteValueEquation', () => {
  it('splits into two cases and solves them side by side', () => {
    const problem = equationProblem('abs(2x - 1) = 5');
    const r = expectSolutions(problem, solveAbsoluteValueEquation(problem), ['3', '-2']);
    expect(stateText(r.steps[0]!.state)).toBe('2 x - 1 = 5 or 2 x - 1 = -5');
    expect(stateText(r.answer)).toBe('x = 3 or x = -2');
  });

  it('isolates the absolute value first', () => {
    const problem = equationProblem('3 abs(x) + 2 = 8');
    const r = expectSolutions(problem, solveAbsoluteValueEquation(problem), ['2', '-2']);
    expect(r.steps.map((s) => s.rule)).toEqual(['Isolate the absolute value', 'Divide both sides by 3', 'Split into two cases']);
  });

  it('has no solution when the absolute value would be negative', () => {
    expectNoSolution(solveAbsoluteValueEquation(equationProblem('abs(x - 1) = -2')));
  });

  it('checks the cases when the other side has x', () => {
    const problem = equationProblem('abs(x - 1) = 2x');
    const r = expectSolutions(problem, solveAbsoluteValueEquation(problem), ['1/3']);
    expect(r.note).toMatch(/x = -1 is extraneous/);
  });

  it('solves |u| = |v|', () => {
    const problem = equationProblem('abs(x) = abs(2x - 3)');
    expectSolutions(problem, solveAbsoluteValueEquation(problem), ['3', '1']);
  });
});
