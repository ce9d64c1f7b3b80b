import { describe, expect, it } from 'vitest';
import { solveMathProblem } from './solve-problem';
import { readTangentLine } from './tangent-line';

const solve = (problem: string) => solveMathProblem({ problem, task: 'auto' }, { responses: 'basic' });

describe('the tangent line to y = f(x) at x = a (session 44)', () => {
  it('reads the function and the point, and leaves a curve in x and y to the implicit reader', () => {
    expect(readTangentLine('find the equation of the tangent line to y = x^2 at x = 3')).toMatchObject({ body: 'x^2', variable: 'x', point: '3' });
    expect(readTangentLine('tangent line to f(x) = x³ at x = 1')).toMatchObject({ body: 'x³', point: '1' });
    expect(readTangentLine('tangent line to y = x^2 + y at x = 1')).toBeNull();
    expect(readTangentLine('find the slope of the tangent to x^2 + y^2 = 13 at (2, 3)')).toBeNull();
  });

  it('answers y = f′(a)(x − a) + f(a), checked against the function as read', async () => {
    for (const [problem, line] of [
      ['find the equation of the tangent line to y = x^2 at x = 3', 'y = 6*x - 9'],
      ['tangent line to f(x) = x³ at x = 1', 'y = 3*x - 2'],
      ['equation of tangent line to y = sin x at x = 0', 'y = x'],
      ['find the tangent line of y = 1/x at x = 2', 'y = -x/4 + 1'],
    ] as const) {
      const result = await solve(problem);
      expect(result.answer?.text, problem).toBe(line);
      expect(result.steps.every((step) => step.verified), problem).toBe(true);
    }
  });

  it('takes a point typed as (a, b) when it is on the curve, and refuses one that is not', async () => {
    expect((await solve('find the tangent line to y = x^2 at (3, 9)')).answer?.text).toBe('y = 6*x - 9');
    expect((await solve('slope of y = x^2 at (3, 9)')).answer?.text).toBe('6');
    const off = await solve('tangent line to y = x^2 at (3, 5)');
    expect(off.status).toBe('unsupported');
    expect(off.message).toMatch(/not on the curve/u);
  });

  it('refuses where the function has no slope at the point', async () => {
    expect((await solve('tangent line to y = √x at x = 0')).status).toBe('unsupported');
  });
});
