import { describe, expect, it } from 'vitest';
import { formatState } from '../../math-text';
import { readProblem } from '../../read-problem';
import { solveCompoundInequality } from './solve-compound-inequality';
import { primaryEquationResult } from './index';

const solve = (source: string) => solveCompoundInequality(readProblem({ problem: source, task: 'auto' }));

describe('solveCompoundInequality', () => {
  it.each([
    ['-3 < 2x + 1 ≤ 7', ['-4 < 2 x <= 6', '-2 < x <= 3']],
    ['1 < 2x+1 < 5', ['0 < 2 x < 4', '0 < x < 2']],
    ['-4 ≤ 3 - x < 2', ['-7 <= -x < -1', '1 < x <= 7']],
    ['0 < x/2 + 1 <= 3', ['-1 < 1/2 x <= 2', '-2 < x <= 4']],
    ['3 > 2x + 1 > -5', ['-6 < 2 x < 2', '-3 < x < 1']],
  ])('%s', (source, states) => {
    const result = solve(source);
    expect(result?.steps.map((step) => formatState(step.state).text.replace(/\*/gu, ' '))).toEqual(states);
    if (source.includes('x/2')) expect(result?.steps[1]?.rule).toBe('Multiply all three parts by 2');
  });

  it('leaves chains that do not point one way, or a non-linear middle, to other methods', () => {
    expect(solve('1 < x > 0')).toBeNull();
    expect(solve('0 < x^2 < 4')).toBeNull();
  });
});

describe('sign chart with no boundary point', () => {
  it.each([
    ['x^2 + 1 > 0', '1 > 0'],
    ['|x| > -1', '0 > -1'],
    ['x^2 < -1', '0 < -1'],
    ['x^2 + 2x + 1 >= 0', '1 >= 0'],
    ['x^2 >= 0', '0 >= 0'],
    ['x^2 + 2x + 1 < 0', '1 < 0'],
  ])('%s is decided by one test point: %s', (source, answer) => {
    const result = primaryEquationResult(readProblem({ problem: source, task: 'auto' }));
    expect(result && formatState(result.answer).text).toBe(answer);
  });

  it('shows "All real numbers" where the test point is true, not the statement 1 > 0', () => {
    expect(primaryEquationResult(readProblem({ problem: 'x^2 + 2 > 0', task: 'auto' }))?.shownAs?.text).toBe('All real numbers');
    expect(primaryEquationResult(readProblem({ problem: 'x^2 < -1', task: 'auto' }))?.shownAs).toBeUndefined();
  });
});
