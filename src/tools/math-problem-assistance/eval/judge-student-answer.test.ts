import { describe, expect, it } from 'vitest';
import type { MathResult } from '../contract';
import { judgeStudentAnswer, type StudentRecord } from './judge-student-answer';

const record = (expected: string[]): StudentRecord => ({ id: 't', category: 'quadratics', problem: 'solve x^2+2x+5=0', kind: 'solutions', expected, written: 'test' });
const solved = (text: string, solutions: Array<Record<string, string>>) => ({ status: 'solved', answer: { text, solutions } }) as unknown as MathResult;

describe('judging an equation with no real solution (docs/decisions/0086)', () => {
  const complexPair = solved('no real solution; complex solutions: x = -1 + 2*i or x = -1 - 2*i', [{ x: '-1 + 2*i' }, { x: '-1 - 2*i' }]);

  it('counts "no real solution" first, complex pair after, right against either expectation', () => {
    expect(judgeStudentAnswer(record([]), complexPair)).toBe('right');
    expect(judgeStudentAnswer(record(['-1 + 2*i', '-1 - 2*i']), complexPair)).toBe('right');
  });

  it('still counts real solutions where none are expected as wrong', () => {
    expect(judgeStudentAnswer(record([]), solved('x = 1', [{ x: '1' }]))).toBe('wrong');
  });
});

describe('judging an ill-posed problem (kind refuse, session 41)', () => {
  const illPosed: StudentRecord = { id: 't', category: 'arithmetic', problem: '8 ÷ 0', kind: 'refuse', expected: 'undefined', written: 'test' };

  it('counts a refusal, or an answer saying the value is undefined, as right', () => {
    expect(judgeStudentAnswer(illPosed, { status: 'unsupported', message: 'Division by zero' } as unknown as MathResult)).toBe('right');
    expect(judgeStudentAnswer(illPosed, solved('undefined (division by zero)', []))).toBe('right');
  });

  it('counts any value shown as solved as wrong', () => {
    expect(judgeStudentAnswer(illPosed, solved('Infinity', []))).toBe('wrong');
  });
});

describe('judging a tangent line (kind expression, session 44)', () => {
  const tangent: StudentRecord = { id: 't', category: 'calculus', problem: 'tangent line to y = x^2 at x = 3', kind: 'expression', expected: ['6*x - 9'], written: 'test' };

  it('reads "y = …" as the line’s expression', () => {
    expect(judgeStudentAnswer(tangent, solved('y = 6x - 9', []))).toBe('right');
    expect(judgeStudentAnswer(tangent, solved('6x - 9', []))).toBe('right');
  });

  it('counts another line as wrong', () => {
    expect(judgeStudentAnswer(tangent, solved('y = 6x + 9', []))).toBe('wrong');
  });
});

describe('judging a system asked without naming one unknown (kind system, session 46)', () => {
  const system = (expected: string[]): StudentRecord => ({ id: 't', category: 'systems', problem: 'x + y = 10, x - y = 4', kind: 'system', expected, written: 'test' });

  it('compares every unknown of every solution', () => {
    expect(judgeStudentAnswer(system(['x = 7, y = 3']), solved('x = 7, y = 3', [{ x: '7', y: '3' }]))).toBe('right');
    expect(judgeStudentAnswer(system(['x = 7, y = 3']), solved('x = 7, y = 4', [{ x: '7', y: '4' }]))).toBe('wrong');
  });

  it('counts a missing solution of a nonlinear system as wrong', () => {
    expect(judgeStudentAnswer(system(['x = 2, y = 4', 'x = -1, y = 1']), solved('x = 2, y = 4', [{ x: '2', y: '4' }]))).toBe('wrong');
  });
});

describe('judging an inequality answered in interval notation (kind interval, session 47)', () => {
  const inequality: StudentRecord = { id: 't', category: 'inequalities', problem: 'solve 4 − x² > 0, give answer in interval notation', kind: 'interval', expected: '-2 < x < 2', written: 'test' };

  it('reads the interval as the same set, ends included or not', () => {
    expect(judgeStudentAnswer(inequality, solved('(-2, 2)', []))).toBe('right');
    expect(judgeStudentAnswer(inequality, solved('[-2, 2]', []))).toBe('wrong');
  });
});
