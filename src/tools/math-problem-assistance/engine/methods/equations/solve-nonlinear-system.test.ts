import { describe, expect, it } from 'vitest';
import { primaryEquationResult } from './index';
import { systemProblem } from './test-problem';

describe('a system with one nonlinear equation, by substitution (session 47)', () => {
  it('finds every solution pair: the parabola and the line meet twice', () => {
    const result = primaryEquationResult(systemProblem(['y = x^2', 'y = x + 2']));
    expect(result?.method).toBe('substitution');
    expect(result?.solutions).toEqual([{ x: '-1', y: '1' }, { x: '2', y: '4' }]);
  });

  it('isolates a variable of a linear equation written with both unknowns', () => {
    expect(primaryEquationResult(systemProblem(['x + y = 5', 'x^2 + y^2 = 13']))?.solutions).toEqual([{ x: '2', y: '3' }, { x: '3', y: '2' }]);
  });

  it('gives no answer where the substituted equation has no real root (never a partial list)', () => {
    expect(primaryEquationResult(systemProblem(['y = x^2 + 1', 'y = 0']))).toBeNull();
  });
});
