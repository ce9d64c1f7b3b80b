import { describe, expect, it } from 'vitest';
import { readProblem } from '../../read-problem';
import { solveOddRootEquation } from './solve-odd-root-equation';

const solve = (source: string) => solveOddRootEquation(readProblem({ problem: source, task: 'auto' }));
const solutions = (source: string) => solve(source)?.solutions?.map((s) => Object.values(s)[0]?.replace(/\s/gu, ''));

describe('solveOddRootEquation', () => {
  it.each([
    ['∛(4x - 1) = -3', ['-13/2']],
    ['3cbrt(x + 2) - 6 = 0', ['6']],
    ['cbrt(x^2 + 23) = 3', ['2', '-2']],
    ['nthRoot(2x, 5) = -1', ['-1/2']],
  ])('isolates the root and raises both sides to its index: %s', (source, expected) => {
    expect(solve(source)?.method).toBe('isolate and raise to a power');
    expect(new Set(solutions(source))).toEqual(new Set(expected));
  });

  it('keeps the negative solution a cube root allows (a square root would not)', () => {
    expect(solutions('cbrt(x) = x')).toEqual(expect.arrayContaining(['-1', '0', '1']));
  });

  it('leaves square roots, two roots and fractional powers to other methods', () => {
    expect(solve('sqrt(x + 1) = 3')).toBeNull();
    expect(solve('cbrt(x) + cbrt(x - 1) = 1')).toBeNull();
    expect(solve('x^(1/3) = -2')).toBeNull();
  });
});
