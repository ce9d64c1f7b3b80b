import { describe, expect, it } from 'vitest';
import { limitBySteps } from './limit-steps';
import { checkCalculusState } from './check-calculus-state';
import type { LimitDirection } from './calculus-markers';
import { limitProblem } from './make-calculus-problem';

function solve(fn: string, point: string, direction?: LimitDirection) {
  const problem = limitProblem(fn, point, direction);
  const result = limitBySteps(problem);
  if (!result) return null;
  for (const step of result.steps) expect(checkCalculusState(problem, step.state), `${fn}: ${step.rule}`).toBe(true);
  return result;
}

describe('limits with an absolute value that is 0 at the point', () => {
  it('says lim |x|/x at 0 does not exist, with both one-sided values, instead of "no method"', () => {
    expect(solve('abs(x)/x', '0')?.shownAs?.text).toBe('Does not exist (limit(abs(x)/x, x, 0, left) = -1, limit(abs(x)/x, x, 0, right) = 1)');
    expect(solve('(x^2 - 4)/abs(x - 2)', '2')?.shownAs?.text).toMatch(/^Does not exist .*= -4.*= 4\)$/u);
  });

  it('works out a one-sided limit asked for on its own side', () => {
    expect(solve('abs(x)/x', '0', 'right')?.steps[0]?.rule).toBe('Remove the absolute value');
    expect(solve('abs(x)/x', '0', 'left')?.answer).toMatchObject({ kind: 'expression' });
  });
});
