import { describe, expect, it } from 'vitest';
import { mathContract } from '../../../contract';
import { solveMathProblem } from '../../solve-problem';

const solve = (problem: string) => solveMathProblem(mathContract.input.parse({ problem }), { responses: 'basic' });
const values = async (problem: string) => (await solve(problem)).answer?.solutions?.map((s) => Object.values(s)[0]);

describe('trig equations in degrees', () => {
  it.each([
    ['2cos x + √3 = 0 on [0, 360)', ['150', '210']],
    ['tan θ = √3, 0° ≤ θ < 360°', ['60', '240']],
    ['2sin²x = 1 for 0 ≤ x < 360', ['45', '135', '225', '315']],
    ['sin(2x) = sin x on [0, 360)', ['0', '60', '180', '300']],
    ['cos x = 0 for -180 <= x <= 180', ['-90', '90']],
  ])('solves in radians and answers in degrees, every step checked: %s', async (problem, expected) => {
    const result = await solve(problem);
    expect(result.status).toBe('solved');
    expect(await values(problem)).toEqual(expected);
    expect(result.steps.every((step) => step.verified)).toBe(true);
    expect(result.steps.at(-1)?.rule).toBe('Turn the angles into degrees');
  });

  it('says there is no solution when none lies in the interval', async () => {
    expect(await values('cos x = 3 on [0, 360)')).toEqual([]);
  });
});
