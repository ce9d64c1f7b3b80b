import { describe, expect, it } from 'vitest';
import { readProblem } from '../../read-problem';
import { formatQuadraticInU, solveTrigEquationBySubstitution } from './solve-trig-by-substitution';
import { solveAsTyped } from '../../competition/solve-as-typed.test-helpers';

const solve = (source: string) => solveTrigEquationBySubstitution(readProblem({ problem: source, task: 'auto' }));
const solutions = (source: string) => solve(source)?.solutions?.map((s) => Object.values(s)[0]);

describe('solveTrigEquationBySubstitution', () => {
  it.each([
    ['2sin²x − sin x − 1 = 0 for 0 ≤ x < 2π', ['pi/2', '7*pi/6', '11*pi/6']],
    ['2cos^2(x) - 1 = 0 on [0, 2π)', ['pi/4', '3*pi/4', '5*pi/4', '7*pi/4']],
    ['tan^2(x) = 3, 0 ≤ x < 2π', ['pi/3', '2*pi/3', '4*pi/3', '5*pi/3']],
    ['sin^2 x - 3 sin x + 2 = 0 for 0 <= x < 2pi', ['pi/2']],
  ])('a quadratic in one trig function: %s', (source, expected) => {
    expect(solve(source)?.method).toBe('quadratic in a trig function');
    expect(solutions(source)).toEqual(expected);
  });

  it('uses the zero-product rule on trig factors', () => {
    expect(solutions('sin x cos x = 0 on [0, 2π)')).toEqual(['0', 'pi/2', 'pi', '3*pi/2']);
    expect(solutions('(2sin(x) - 1)(cos(x) + 1) = 0 on [0, 2π)')).toEqual(['pi/6', '5*pi/6', 'pi']);
  });

  it('divides a·sin u = b·cos u by cos u', () => {
    expect(solve('sin x = cos x, 0 ≤ x < 2π')?.method).toBe('dividing by cos');
    expect(solutions('sin x = cos x, 0 ≤ x < 2π')).toEqual(['pi/4', '5*pi/4']);
  });

  it('gives nothing for values that are not special angles, and without an interval', () => {
    expect(solve('sin x = 2cos x, 0 ≤ x < 2π')).toBeNull();
    expect(solve('2sin^2(x) - sin(x) - 1 = 0')).toBeNull();
  });
});

describe('the interval after the equation', () => {
  it.each(['cos x = -1/2 for x∈[0,2π)', 'cos x = -1/2, x ∈ [0, 2π)', 'cos x = -1/2, x in [0, 2pi)', 'cos x = -1/2 x∈[0,2π)'])('%s', (source) => {
    const problem = readProblem({ problem: source, task: 'auto' });
    expect(problem.domain && [problem.domain.closedLower, problem.domain.closedUpper]).toEqual([true, false]);
  });

  it('does not take a bare pair after an equation for an interval', () => {
    expect(() => readProblem({ problem: 'x^2 = 4 (0, 5)', task: 'auto' })).toThrow();
  });
});

describe('double angles', () => {
  it.each([
    ['sin(2x) = sin x for 0 <= x < 2pi', 'double-angle identity', ['0', 'pi/3', 'pi', '5*pi/3']],
    ['sin(2x) + cos x = 0 on [0, 2π)', 'double-angle identity', ['pi/2', '7*pi/6', '3*pi/2', '11*pi/6']],
    ['cos(2x) = cos x on [0, 2π)', 'quadratic in a trig function', ['0', '2*pi/3', '4*pi/3']],
    ['cos(2x) + sin x = 0 for 0 ≤ x < 2π', 'quadratic in a trig function', ['pi/2', '7*pi/6', '11*pi/6']],
  ])('writes the double angle by its identity, then solves: %s', (source, method, expected) => {
    expect(solve(source)?.method).toBe(method);
    expect(solve(source)?.steps[0]?.rule).toBe('Use the double-angle identity');
    expect(solutions(source)).toEqual(expected);
  });

  it('leaves an equation with no common factor and no single function to the other methods', () => {
    expect(solve('sin(2x) = sin x + 1 for 0 <= x < 2pi')).toBeNull();
    expect(solve('sin(2x) = cos(3x) for 0 <= x < 2pi')).toBeNull();
  });
});

describe('a common factor sin u or cos u', () => {
  it('takes it out with no double angle to rewrite', () => {
    expect(solve('2 sin x cos x + cos x = 0 on [0, 2π)')?.method).toBe('common trig factor');
    expect(solutions('2 sin x cos x + cos x = 0 on [0, 2π)')).toEqual(['pi/2', '7*pi/6', '3*pi/2', '11*pi/6']);
    expect(solutions('cos^2 x sin x = sin x for 0 <= x < 2pi')).toEqual(['0', 'pi']);
  });
});

describe('formatQuadraticInU', () => {
  it.each([
    [4, 0, -3, '4u² − 3'],
    [1, -1, -2, 'u² − u − 2'],
    [2, 1, 0, '2u² + u'],
    [-1, 0, 1, '−u² + 1'],
  ])('%d, %d, %d → %s', (a, b, c, expected) => {
    expect(formatQuadraticInU(a, b, c)).toBe(expected);
  });

  it('shows the quadratic in the step without a zero term', () => {
    expect(solve('4sin^2(x) = 3 for 0 ≤ x < 2π')?.steps[0]?.explanation).toContain('4u² − 3 = 0');
  });
});

describe('sin² beside cos (or cos² beside sin): the Pythagorean identity, then a quadratic', () => {
  it('writes sin² as 1 − cos² and solves the quadratic in cos, in radians and in degrees', async () => {
    const radians = await solveAsTyped('2sin^2 x - cos x - 1 = 0 for 0 ≤ x < 2π');
    expect(radians.answer?.text).toBe('x = pi/3 or x = pi or x = 5*pi/3');
    expect(radians.steps[0]?.rule).toBe('Use sin² + cos² = 1');
    expect(radians.steps.every((step) => step.verified)).toBe(true);
    const degrees = await solveAsTyped('2sin²θ − cos θ − 1 = 0 for 0° ≤ θ < 360°');
    expect(degrees.answer?.text).toBe('θ = 60° or θ = 180° or θ = 300°');
    expect((await solveAsTyped('2cos^2 x + 3 sin x = 3 for 0 ≤ x < 2π')).answer?.text).toBe('x = pi/6 or x = pi/2 or x = 5*pi/6');
  });
});
