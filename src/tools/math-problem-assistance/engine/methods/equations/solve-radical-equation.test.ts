import { describe, expect, it } from 'vitest';
import { expectNoSolution, expectSolutions, stateText } from './expect-solution';
import { solveRadicalEquation } from './solve-radical-equation';
import { equationProblem } from './test-problem';

describe('solveRadicalEquation', () => {
  it('squares, solves and rejects the extraneous root', () => {
    const problem = equationProblem('sqrt(x + 3) = x - 3');
    const r = expectSolutions(problem, solveRadicalEquation(problem), ['6']);
    expect(r.steps[0]!.rule).toBe('Square both sides');
    expect(stateText(r.steps[0]!.state)).toBe('x + 3 = (x - 3) ^ 2');
    expect(r.steps.at(-1)!.rule).toBe('Check the solutions');
    expect(r.steps.at(-1)!.explanation).toMatch(/x = 1 does not/);
    expect(r.note).toMatch(/x = 1 is extraneous/);
  });

  it('isolates the root first', () => {
    const problem = equationProblem('sqrt(x) + 2 = x');
    const r = expectSolutions(problem, solveRadicalEquation(problem), ['4']);
    expect(stateText(r.steps[0]!.state)).toBe('sqrt(x) = x - 2');
  });

  it('squares the coefficient too', () => {
    const problem = equationProblem('2 sqrt(x) = x - 3');
    const r = expectSolutions(problem, solveRadicalEquation(problem), ['9']);
    expect(stateText(r.steps[0]!.state)).toBe('4 x = (x - 3) ^ 2');
  });

  it('squares twice for two roots', () => {
    const problem = equationProblem('sqrt(x) + sqrt(x + 5) = 5');
    const r = expectSolutions(problem, solveRadicalEquation(problem), ['4']);
    expect(r.steps.filter((s) => s.rule === 'Square both sides')).toHaveLength(2);
  });

  it('finds no solution when a square root would have to be negative', () => {
    expectNoSolution(solveRadicalEquation(equationProblem('sqrt(x + 1) = -2')));
  });
});
