import { describe, expect, it } from 'vitest';
import { solveMathProblem } from '../../solve-problem';

async function solve(problem: string) {
  return solveMathProblem({ problem, task: 'auto' }, { responses: 'basic' });
}

describe('inequalities by a sign chart', () => {
  it('answers polynomial, rational and absolute-value inequalities, every step verified', async () => {
    const cases: Array<[string, string]> = [
      ['x² < 9', '-3 < x < 3'],
      ['x^2 - 4 ≥ 0', 'x <= -2 or x >= 2'],
      ['|x − 1| < 2', '-1 < x < 3'],
      ['(x-1)/(x+2) >= 0', 'x < -2 or x >= 1'],
      ['(x-1)^2 <= 0', 'x = 1'],
    ];
    for (const [problem, answer] of cases) {
      const result = await solve(problem);
      expect(result.status, problem).toBe('solved');
      expect(result.answer?.text, problem).toBe(answer);
      expect(result.steps.every((step) => step.verified), problem).toBe(true);
    }
  });

  it('answers a union with a bounded piece (once refused: one chain or two rays could not say it)', async () => {
    const result = await solve('x^3 - x > 0');
    expect(result.answer?.text).toBe('-1 < x < 0 or x > 1');
    expect(result.steps.every((step) => step.verified)).toBe(true);
  });
});

describe('trig equations on an interval', () => {
  it('lists the special angles inside the interval, every step verified', async () => {
    const cases: Array<[string, Array<Record<string, string>>]> = [
      ['2cos x = 1 on [0, 2π)', [{ x: 'pi/3' }, { x: '5*pi/3' }]],
      ['sin x = 0 for 0 ≤ x < 2π', [{ x: '0' }, { x: 'pi' }]],
      ['2sin(2x) + 1 = 0 for 0 ≤ x < 2π', [{ x: '7*pi/12' }, { x: '11*pi/12' }, { x: '19*pi/12' }, { x: '23*pi/12' }]],
      ['√2 cos θ = 1 for 0 ≤ θ < 2π', [{ θ: 'pi/4' }, { θ: '7*pi/4' }]],
      ['sin x = 2 for 0 ≤ x < 2π', []],
    ];
    for (const [problem, solutions] of cases) {
      const result = await solve(problem);
      expect(result.status, problem).toBe('solved');
      expect(result.answer?.solutions, problem).toEqual(solutions);
      expect(result.steps.every((step) => step.verified), problem).toBe(true);
    }
  });

  it('keeps only the solutions inside the interval for other equations', async () => {
    const result = await solve('x^2 = 4 for 0 ≤ x ≤ 5');
    expect(result.answer?.solutions).toEqual([{ x: '2' }]);
    expect(result.readAs?.text).toBe('x^2 = 4 for 0 <= x <= 5');
  });

  it('answers a value the sine or cosine never takes without an interval, saying why', async () => {
    const cases: Array<[string, string]> = [['sin x = 2', '2'], ['3 sin(x) = -4', '-4/3'], ['2cos(3x) + 1 = 9', '4']];
    for (const [problem, shown] of cases) {
      const result = await solve(problem);
      expect(result.status, problem).toBe('solved');
      expect(result.answer?.text, problem).toBe('No solution');
      expect(result.message, problem).toContain(`never ${shown}`);
      expect(result.steps[0]?.explanation, problem).toMatch(/between -1 and 1/u);
    }
    expect((await solve('tan x = 5')).status).toBe('unsupported');
  });

  it('gives every solution when no interval is given, and says which values it solves exactly when it cannot', async () => {
    expect((await solve('sin x = 1/2')).answer?.text).toBe('x = pi/6 + 2*pi*k or x = 5*pi/6 + 2*pi*k, k any integer');
    const result = await solve('sin x = 0.3');
    expect(result.status).toBe('unsupported');
    expect(result.message).toMatch(/exact angles/u);
  });
});

describe('sec, csc and cot equations, as 1 over cos, sin and tan', () => {
  it('answers sec x = 2 and csc(2x) = -2 on an interval, every step verified', async () => {
    const cases: Array<[string, string]> = [
      ['2sec x - 4 = 0 for 0 <= x < 2pi', 'x = pi/3 or x = 5*pi/3'],
      ['csc(2x) = -2 on [0, 2pi)', 'x = 7*pi/12 or x = 11*pi/12 or x = 19*pi/12 or x = 23*pi/12'],
      ['sec x = 2', 'x = pi/3 + 2*pi*k or x = 5*pi/3 + 2*pi*k, k any integer'],
    ];
    for (const [problem, answer] of cases) {
      const result = await solve(problem);
      expect(result.answer?.text, problem).toBe(answer);
      expect(result.steps.every((step) => step.verified), problem).toBe(true);
    }
  });

  it('says sec x = 1/2 and csc x = 0 have no solution', async () => {
    expect((await solve('sec x = 1/2')).answer?.text).toBe('No solution');
    expect((await solve('csc x = 0')).answer?.text).toBe('No solution');
  });
});
