import { describe, expect, it } from 'vitest';
import { solveMathProblem } from './solve-problem';

const solve = (problem: string) => solveMathProblem({ problem, task: 'auto' }, { responses: 'basic' });

describe('a condition typed after an expression decides the sign inside |…|', () => {
  it.each([
    ['simplify √(x^2) if x < 0', '-x'],
    ['simplify sqrt(4x^2) for x > 0', '2*x'],
    ['simplify |x - 3| when x < 3', '3 - x'],
    ['simplify √(x^2), x ≤ 0', '-x'],
  ])('%s → %s, with the step that uses the condition', async (problem, answer) => {
    const result = await solve(problem);
    expect(result.answer?.text).toBe(answer);
    expect(result.steps?.at(-1)).toMatchObject({ rule: 'Use the condition', verified: true });
  });

  it('keeps |…| when the condition leaves its sign open, and when there is no condition', async () => {
    expect((await solve('simplify |x - 3| when x < 5')).answer?.text).toBe('abs(x - 3)');
    expect((await solve('simplify √(x^2)')).answer?.text).toBe('abs(x)');
  });
});
