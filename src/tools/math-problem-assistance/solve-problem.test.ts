import { describe, expect, it } from 'vitest';
import { mathContract } from './contract';
import { solveMathProblem } from './solve-problem';

const solve = (problem: string) => solveMathProblem(mathContract.input.parse({ problem }), { responses: 'basic' });

describe('solveMathProblem', () => {
  it('refuses factorials rather than reading 5! as 5', async () => {
    for (const problem of ['5!', '100000!', 'what is 3!+2?', 'simplify x^2 + 2x + x!']) {
      await expect(solve(problem), problem).rejects.toMatchObject({ name: 'ToolInputError', message: expect.stringMatching(/Factorials/) });
    }
  });

  it('does not take "!=" for a factorial', async () => {
    await expect(solve('x != 2')).rejects.toMatchObject({ message: expect.not.stringMatching(/Factorials/) });
  });

  it('never shows a step that repeats the problem unchanged', async () => {
    const result = await solve('x^2-5x+6=0');
    expect(result.steps[0]?.expression.text).not.toBe('x^2 - 5*x + 6 = 0');
    expect(result.answer?.text).toBe('x = 2 or x = 3');
  });
});
