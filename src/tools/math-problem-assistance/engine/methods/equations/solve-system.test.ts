import { describe, expect, it } from 'vitest';
import { primaryEquationResult } from './index';
import { holdsIn, stateText } from './expect-solution';
import { solveSystemByElimination } from './solve-system-by-elimination';
import { solveSystemBySubstitution } from './solve-system-by-substitution';
import { systemProblem } from './test-problem';
import type { MethodResult } from '../../problem';

/** Every step of a system keeps the true solution (a wrong combination would break it). */
function expectSystemSteps(result: MethodResult | null, solution: Record<string, number>) {
  expect(result).not.toBeNull();
  for (const step of result!.steps) expect(holdsIn(step.state, solution), step.rule).toBe(true);
  expect(holdsIn(result!.answer, solution)).toBe(true);
}

describe('systems of linear equations', () => {
  it('solves two equations by substitution when a coefficient is 1', () => {
    const problem = systemProblem(['x + y = 5', 'x - y = 1']);
    const r = primaryEquationResult(problem)!;
    expect(r.method).toBe('substitution');
    expect(r.solutions).toEqual([{ x: '3', y: '2' }]);
    expect(stateText(r.steps[0]!.state)).toBe('x = 5 - y and x - y = 1');
    expectSystemSteps(r, { x: 3, y: 2 });
  });

  it('uses elimination for two equations without a coefficient of 1, and for three equations', () => {
    const two = systemProblem(['2x + 3y = 12', '3x - 2y = 5']);
    const r2 = primaryEquationResult(two)!;
    expect(r2.method).toBe('elimination');
    expect(r2.solutions).toEqual([{ x: '3', y: '2' }]);
    expectSystemSteps(r2, { x: 3, y: 2 });
    const three = systemProblem(['x + y + z = 6', '2x - y + z = 3', 'x + 2y - z = 2']);
    const r3 = primaryEquationResult(three)!;
    expect(r3.method).toBe('elimination');
    expect(r3.solutions).toEqual([{ x: '1', y: '2', z: '3' }]);
    expectSystemSteps(r3, { x: 1, y: 2, z: 3 });
  });

  it('solves three equations by substitution too', () => {
    const r = solveSystemBySubstitution(systemProblem(['x + y + z = 6', '2x - y + z = 3', 'x + 2y - z = 2']));
    expect(r!.solutions).toEqual([{ x: '1', y: '2', z: '3' }]);
    expectSystemSteps(r, { x: 1, y: 2, z: 3 });
  });

  it('keeps fractions exact', () => {
    const r = solveSystemByElimination(systemProblem(['2x + 4y = 3', '3x - y = 1']));
    expect(r!.solutions).toEqual([{ x: '1 / 2', y: '1 / 2' }]);
  });

  it('reports no solution and infinitely many', () => {
    for (const method of [solveSystemByElimination, solveSystemBySubstitution]) {
      const none = method(systemProblem(['x + y = 2', 'x + y = 3']))!;
      expect(none.solutions).toEqual([]);
      expect(none.note).toMatch(/no solution/i);
      const many = method(systemProblem(['x + y = 2', '2x + 2y = 4']))!;
      expect(many.solutions).toEqual([{ x: 'x', y: '2 - x' }]);
      expect(many.note).toMatch(/infinitely many/i);
    }
  });
});
