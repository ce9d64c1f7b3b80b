import { describe, expect, it } from 'vitest';
import { parseMathState } from '../math-text';
import type { MathProblem, MethodResult } from '../problem';
import { readProblem } from '../read-problem';
import { solveMathProblem } from '../solve-problem';
import { checkFinalAnswer } from './check-final-answer';

function problemOf(text: string, task: MathProblem['task'] | 'auto' = 'auto'): MathProblem {
  return readProblem({ problem: text, task });
}

/** An answer as a method would return it: the final state and, for equations, the solutions. */
function answerOf(text: string, solutions?: Array<Record<string, string>>, plusConstant = false): MethodResult {
  return { method: 'test', steps: [], answer: parseMathState(text), ...(solutions ? { solutions } : {}), ...(plusConstant ? { plusConstant } : {}) };
}

function verdictOf(problem: string, answer: MethodResult): string {
  return checkFinalAnswer(problemOf(problem), answer).kind;
}

describe('checkFinalAnswer: the answer against the problem, by a route of its own', () => {
  it('catches the answers of misread problems', () => {
    // 2/3 ÷ 4/9 read as 2/3 ÷ 4 ÷ 9 gave 1/54.
    expect(verdictOf('2/3 ÷ 4/9', answerOf('1/54'))).toBe('failed');
    // 3ln(x) = 6 with the coefficient dropped: x = e^6 rejected, "no solution" left.
    expect(verdictOf('3ln(x)=6', answerOf('x = e^6', [{ x: 'e^6' }]))).toBe('failed');
    expect(verdictOf('3ln(x)=6', answerOf('x = 0', []))).toBe('failed');
    // ∫ sin(θ) dθ read with d as a factor.
    expect(verdictOf('∫ sin(θ) dθ', answerOf('θ*d^2*sin(θ)/2', undefined, true))).toBe('failed');
    // ∫ dx/(x^2+1) read as ∫ d·x/(x^2+1) dx.
    expect(verdictOf('∫ dx/(x^2+1)', answerOf('d*ln(abs(x^2 + 1))/2', undefined, true))).toBe('failed');
    // d^2/dx^2 f read as a fraction and "simplified".
    expect(checkFinalAnswer({ ...problemOf('d^2/dx^2 (x^3)'), order: 2 }, answerOf('3*x^2')).kind).toBe('failed');
  });

  it('passes the right answers', () => {
    expect(verdictOf('2/3 ÷ 4/9', answerOf('3/2'))).toBe('passed');
    expect(verdictOf('3ln(x)=6', answerOf('x = e^2', [{ x: 'e^2' }]))).toBe('passed');
    expect(verdictOf('2log_3(x)=4', answerOf('x = 9', [{ x: '9' }]))).toBe('passed');
    expect(verdictOf('∫ sin(θ) dθ', answerOf('-cos(θ)', undefined, true))).toBe('passed');
    expect(verdictOf('∫ dx/(x^2+1)', answerOf('atan(x)', undefined, true))).toBe('passed');
    expect(verdictOf('d^2/dx^2 (x^3)', answerOf('6*x'))).toBe('passed');
    expect(verdictOf('factor 18x^2-12xy+2y^2-98', answerOf('2*(3*x - y - 7)*(3*x - y + 7)'))).toBe('passed');
    expect(verdictOf('∫_0^1 x^2 dx', answerOf('1/3'))).toBe('passed');
  });

  it('refuses a list of solutions for an equation that holds on a whole range', () => {
    expect(verdictOf('sqrt(x^2)=x', answerOf('x = 0', [{ x: '0' }]))).toBe('failed');
    expect(verdictOf('|x| = x', answerOf('x = 0', [{ x: '0' }]))).toBe('failed');
    expect(verdictOf('(x^2-1)/(x-1) = x+1', answerOf('x = 0', [{ x: '0' }]))).toBe('failed');
  });

  it('does not take a hole for a missed solution', () => {
    expect(verdictOf('x + 1/(x-1) = 1 + 1/(x-1)', answerOf('x = 0', []))).toBe('passed');
    expect(verdictOf('(x^2-4)/(x-2) = 4', answerOf('x = 0', []))).toBe('passed');
  });

  it('checks that a rejected candidate really fails and that no solution is left out', () => {
    expect(verdictOf('log(x) + log(x - 3) = 1', answerOf('x = 5', [{ x: '5' }]))).toBe('passed');
    expect(verdictOf('log(x) + log(x - 3) = 1', answerOf('x = 5 or x = -2', [{ x: '5' }, { x: '-2' }]))).toBe('failed');
    expect(verdictOf('log(x) + log(x - 3) = 1', answerOf('x = 0', []))).toBe('failed');
    expect(verdictOf('x^2 - 5x + 6 = 0', answerOf('x = 2', [{ x: '2' }]))).toBe('failed');
  });

  it('compares inequalities point by point', () => {
    expect(verdictOf('x^2 < 9', answerOf('-3 < x < 3'))).toBe('passed');
    expect(verdictOf('x^2 < 9', answerOf('x < 3'))).toBe('failed');
  });

  it('refuses a whole number that has lost digits in floating point', () => {
    expect(verdictOf('1e20 + 1', answerOf('100000000000000000000'))).toBe('failed');
  });

  it('checks limits against the values near the point', () => {
    expect(verdictOf('lim x->0 sin(x)/x', answerOf('1'))).toBe('passed');
    expect(verdictOf('lim x->0 sin(x)/x', answerOf('0'))).toBe('failed');
    expect(verdictOf('lim x->0 1/x^2', answerOf('Infinity'))).toBe('passed');
  });

  it('checks wrong derivatives and simplifications', () => {
    expect(verdictOf('d/dx x^2 sin x', answerOf('2*x*cos(x)'))).toBe('failed');
    expect(verdictOf('simplify (x^2-1)/(x-1)', answerOf('x - 1'))).toBe('failed');
  });
});

describe('solveMathProblem never shows a failing answer as solved', () => {
  it('solves the pasted forms that used to be misread', async () => {
    const division = await solveMathProblem({ problem: '2/3 ÷ 4/9', task: 'auto' }, { responses: 'basic' });
    expect(division.status).toBe('solved');
    expect(division.answer?.text).toBe('3/2');
    expect(division.readAs?.text).toBe('2/3/(4/9)');
    const log = await solveMathProblem({ problem: '5log_7(n)=10', task: 'auto' }, { responses: 'basic' });
    expect(log.answer?.solutions).toEqual([{ n: '49' }]);
  });

  it('says which reading it took of 8 ÷ 2(2+2), which people read two ways', async () => {
    const result = await solveMathProblem({ problem: '8 ÷ 2(2+2)', task: 'auto' }, { responses: 'basic' });
    expect(result.answer?.text).toBe('16');
    expect(result.message).toMatch(/can be read two ways/u);
  });

  it('withholds an answer that fails the check, with a message that says why', async () => {
    // Every x except 1: no method states that, and x = 0 alone fails the check.
    const result = await solveMathProblem({ problem: '(x^2-1)/(x-1) = x+1', task: 'auto' }, { responses: 'basic' });
    expect(result.status).toBe('unsupported');
    expect(result.message).toMatch(/whole range/u);
    expect(result.answer).toBeUndefined();
  });

  it('answers an equation that holds on a whole interval with the interval, checked again', async () => {
    const result = await solveMathProblem({ problem: 'sqrt(x^2)=x', task: 'auto' }, { responses: 'basic' });
    expect(result.status).toBe('solved');
    expect(result.answer?.text).toBe('x >= 0');
    expect(result.steps.every((step) => step.verified)).toBe(true);
    expect(checkFinalAnswer(problemOf('sqrt(x^2)=x'), answerOf('x >= 5')).kind).toBe('failed');
  });
});
