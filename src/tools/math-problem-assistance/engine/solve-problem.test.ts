import { describe, expect, it } from 'vitest';
import { mathContract } from '../contract';
import { solveMathProblem } from './solve-problem';

const solve = (problem: string) => solveMathProblem(mathContract.input.parse({ problem }), { responses: 'basic' });
const solveAdvanced = (problem: string) => solveMathProblem(mathContract.input.parse({ problem }), { responses: 'advanced' });

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

  it('offers both the formula and completing the square for a factorable quadratic, every step verified', async () => {
    for (const problem of ['x^2-5x+6=0', '2x^2+7x+3=0', 'x^2-4x-5=0']) {
      const result = await solveAdvanced(problem);
      expect(result.method, problem).toBe('factoring');
      const methods = (result.alternatives ?? []).map((other) => other.method);
      expect(methods, problem).toEqual(expect.arrayContaining(['quadratic formula', 'completing the square']));
      for (const other of result.alternatives ?? []) expect(other.steps.every((step) => step.verified), `${problem}: ${other.method}`).toBe(true);
    }
  });
});
