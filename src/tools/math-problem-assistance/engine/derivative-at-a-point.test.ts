import { describe, expect, it } from 'vitest';
import { readDerivativeAtAPoint, readSlopeAtAPoint } from './derivative-at-a-point';
import { solveMathProblem } from './solve-problem';

const solve = (problem: string) => solveMathProblem({ problem, task: 'auto' }, { responses: 'basic' });

describe("a derivative's value at a point (decision 0094)", () => {
  it("reads f'(a) with its definition, and 'derivative of … at x = a'", () => {
    expect(readDerivativeAtAPoint("f(x) = x^3 - 2x, find f'(2)")).toEqual({ derivative: "find f'(x) if f(x) = x^3 - 2x", point: '2', variable: 'x' });
    expect(readDerivativeAtAPoint("if f(x) = 3x^2 + 5x then f'(2) = ?")?.derivative).toBe("find f'(x) if f(x) = 3x^2 + 5x");
    // A digit-group comma belongs to the number; read as the end of the definition, f was "1" and f'(1) came out 0.
    expect(readDerivativeAtAPoint("If f(x) = 1,000x^2, find f'(1)")?.derivative).toBe("find f'(x) if f(x) = 1000x^2");
    expect(readDerivativeAtAPoint('derivative of x^3 - 2x at x = 2')).toEqual({ derivative: 'derivative of x^3 - 2x', point: '2', variable: 'x' });
    expect(readDerivativeAtAPoint("f(x) = x^2, find f'(x)")).toBeNull();
    expect(readDerivativeAtAPoint('solve x^2 = 4')).toBeNull();
  });

  it('answers with the value, checked against the slope of the function as read', async () => {
    for (const [problem, value] of [
      ["f(x) = x^3 - 2x, find f'(2)", '10'],
      ["if f(x) = 3x^2 + 5x then f'(2) = ?", '17'],
      ["f(x) = (2x+1)^5, find f'(0)", '10'],
      ['derivative of x^3 - 2x at x = 2', '10'],
      ['d/dx (x^2 ln x) at x = 1', '1'],
      ["g(t) = t^2 e^t. g'(1)", '3*e'],
    ] as const) {
      const result = await solve(problem);
      expect(result.status, problem).toBe('solved');
      expect(result.answer?.text, problem).toBe(value);
      expect(result.steps.every((step) => step.verified), problem).toBe(true);
    }
  });

  it('adds the question to a run of consecutive integers stated with none (session 43)', async () => {
    const { withImpliedRunQuestion } = await import('./word-problems/loose/read-loose-consecutive');
    expect(withImpliedRunQuestion('the sum of three consecutive integers is 72')).toBe('the sum of three consecutive integers is 72. Find the integers.');
    expect(withImpliedRunQuestion('the sum of two consecutive integers is 41. what is the larger')).toBe('the sum of two consecutive integers is 41. what is the larger');
    // A question typed the way students type it is a question: no words added (these were answered with the whole run).
    for (const asked of ['the sum of 3 consecutive odd numbers is 75, whats the smallest one', '5 consecutive integers add up to 215. whats the middle one']) {
      expect(withImpliedRunQuestion(asked)).toBe(asked);
    }
    expect((await solve('the sum of three consecutive integers is 72')).answer?.text).toBe('23, 24, and 25');
  });

  it('refuses where the derivative has no value (√x at 0)', async () => {
    const result = await solve("f(x) = sqrt(x), find f'(0)");
    expect(result.status).toBe('unsupported');
    // Said as a fact about the function, not as advice to check a division the student never typed.
    expect(result.message).toMatch(/no derivative there/);
    expect(result.message).not.toMatch(/number you divide by/);
  });
});

describe("second derivatives and slopes at a point (session 44)", () => {
  it("reads f''(a), y'' when x = a and 'second derivative of … at x = a' as order 2", () => {
    expect(readDerivativeAtAPoint("f(x) = x^3 - 4x^2 + 2x, find f''(2)")).toEqual({ derivative: 'd^2/dx^2 (x^3 - 4x^2 + 2x)', point: '2', variable: 'x', order: 2 });
    expect(readDerivativeAtAPoint("y = ln x, find y'' when x = 2")).toEqual({ derivative: "y = ln x, find y''", point: '2', variable: 'x', order: 2 });
    expect(readDerivativeAtAPoint('second derivative of e^(3x) at x=0')?.order).toBe(2);
    expect(readDerivativeAtAPoint("f(x) = x^2, find f''(x)")).toBeNull();
  });

  it('answers second derivatives at a point, checked by a second difference of the function', async () => {
    for (const [problem, value] of [
      ["f(x) = x^3 - 4x^2 + 2x, find f''(2)", '4'],
      ["f(x)=sin(2x) find f''(π/4)", '-4'],
      ['second derivative of e^(3x) at x=0', '9'],
      ["y = ln x, find y'' when x = 2", '-1/4'],
      ["f(x)=\\frac{1}{x}, find f''(1)", '2'],
    ] as const) {
      const result = await solve(problem);
      expect(result.answer?.text, problem).toBe(value);
      expect(result.message, problem).toMatch(/second derivative/u);
    }
    // |x| has no second derivative at 0: refused, never a number.
    expect((await solve("f(x) = |x|, find f''(0)")).status).toBe('unsupported');
  });

  it("reads 'the slope of y = … at x = a' as the derivative there, but not a curve in x and y", async () => {
    expect(readSlopeAtAPoint('slope of y = x^2 at x = 3')).toEqual({ derivative: 'd/dx (x^2)', point: '3', variable: 'x' });
    expect(readSlopeAtAPoint('find the slope of the tangent line to y = √x at x = 4')?.derivative).toBe('d/dx (√x)');
    expect(readSlopeAtAPoint('slope of y = x^2 + y at x = 1')).toBeNull();
    expect(readSlopeAtAPoint('find the slope of the line through (2,3) and (5,11)')).toBeNull();
    for (const [problem, value] of [
      ['slope of y = x^2 at x = 3', '6'],
      ['what is the slope of the curve y = x^3 - 2x at x = -1', '1'],
      ['slope of f(x) = e^x at x = 0', '1'],
    ] as const) {
      expect((await solve(problem)).answer?.text, problem).toBe(value);
    }
    expect((await solve('slope of y = sqrt(x) at x = 0')).status).toBe('unsupported');
  });
});
