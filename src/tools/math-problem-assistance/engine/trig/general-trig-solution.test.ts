import { describe, expect, it } from 'vitest';
import { mathContract } from '../../contract';
import { solveMathProblem } from '../solve-problem';

const solve = (problem: string) => solveMathProblem(mathContract.input.parse({ problem }), { responses: 'basic' });

describe('a trig equation typed with no interval', () => {
  it.each([
    ['sin x = 1/2', 'x = pi/6 + 2*pi*k or x = 5*pi/6 + 2*pi*k, k any integer'],
    ['tan x = 1', 'x = pi/4 + pi*k, k any integer'],
    ['sin x = 0', 'x = pi*k, k any integer'],
    ['cos(2x) = 1/2', 'x = pi/6 + pi*k or x = 5*pi/6 + pi*k, k any integer'],
    // π/2, 7π/6 and 11π/6 are a third of a turn apart: one family.
    ['2sin^2 x - sin x - 1 = 0', 'x = pi/2 + 2*pi/3*k, k any integer'],
    // Session 43: a shift by a multiple of π inside the function.
    ['sin(x + π/4) = 1', 'x = pi/4 + 2*pi*k, k any integer'],
  ])('%s is answered with every solution: %s', async (problem, answer) => {
    const result = await solve(problem);
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toBe(answer);
    expect(result.answer?.latex).toContain('k \\in \\mathbb{Z}');
    expect(result.steps.every((step) => step.verified)).toBe(true);
    // What the student typed, without the interval the steps worked in.
    expect(result.readAs?.text).not.toContain('for');
    expect(result.steps.map((step) => step.explanation).join(' ')).not.toContain('interval asked for');
  });

  it('keeps the listed solutions when the student gave an interval', async () => {
    expect((await solve('sin x = 1/2 for 0 <= x < 2pi')).answer?.text).toBe('x = pi/6 or x = 5*pi/6');
  });

  it('does not answer in radians what was asked in degrees, nor a value it cannot write exactly', async () => {
    expect((await solve('sin x = 1/2 in degrees')).status).toBe('unsupported');
    expect((await solve('sin x = 0.3')).status).toBe('unsupported');
  });

  it('still says an identity holds for every x', async () => {
    expect((await solve('sin^2 x + cos^2 x = 1')).answer?.text).toMatch(/^identity/u);
  });
});

describe('a trig equation whose angle is shifted by a multiple of π (session 43)', () => {
  it.each([
    ['cos(x - π/3) = 0 for 0 ≤ x < 2π', 'x = 5*pi/6 or x = 11*pi/6'],
    ['sin(2x - π/3) = 0 for 0 ≤ x < 2π', 'x = pi/6 or x = 2*pi/3 or x = 7*pi/6 or x = 5*pi/3'],
  ])('%s: %s', async (problem, answer) => {
    const result = await solve(problem);
    expect(result.answer?.text).toBe(answer);
    expect(result.steps.every((step) => step.verified)).toBe(true);
  });
});
