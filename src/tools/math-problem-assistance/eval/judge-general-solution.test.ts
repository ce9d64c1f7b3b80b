import { describe, expect, it } from 'vitest';
import type { MathResult } from '../contract';
import { readFamilyTexts, sameGeneralSolution } from './judge-general-solution';
import { judgeStudentAnswer, type StudentRecord } from './judge-student-answer';

const halfSine = ['pi/6 + 2*pi*k', '5*pi/6 + 2*pi*k'];

describe('reading a general solution as the engine or a student writes it', () => {
  it('splits families on "or", drops the clause about k and writes ± out', () => {
    expect(readFamilyTexts('x = π/6 + 2πk or x = 5π/6 + 2πk (k ∈ ℤ)')).toEqual(['π/6 + 2πk', '5π/6 + 2πk']);
    expect(readFamilyTexts('x = ±π/3 + 2πk, where k is an integer')).toEqual(['+π/3 + 2πk', '-π/3 + 2πk']);
  });
});

describe('judging a trig equation with no interval by the values of its families (session 42)', () => {
  it('counts the same families written differently as the same answer', () => {
    expect(sameGeneralSolution('x = π/6 + 2πk or x = 5π/6 + 2πk', halfSine)).toBe(true);
    expect(sameGeneralSolution('x = 5π/6 + 2kπ or x = -11π/6 + 2πk, k ∈ ℤ', halfSine)).toBe(true);
    expect(sameGeneralSolution('x = ±π/3 + 2πk', ['pi/3 + 2*pi*k', '5*pi/3 + 2*pi*k'])).toBe(true);
    expect(sameGeneralSolution('x = π/4 + 2πk or x = 3π/4 + 2πk or x = 5π/4 + 2πk or x = 7π/4 + 2πk', ['pi/4 + pi*k/2'])).toBe(true);
  });

  it('counts a missing family, a wrong period or only the solutions in [0, 2π) as a different answer', () => {
    expect(sameGeneralSolution('x = π/6 + 2πk', halfSine)).toBe(false);
    expect(sameGeneralSolution('x = π/6 + πk', halfSine)).toBe(false);
    expect(sameGeneralSolution('x = π/6 or x = 5π/6', halfSine)).toBe(false);
  });

  it('judges a solved answer right or wrong through judgeStudentAnswer', () => {
    const record: StudentRecord = { id: 't', category: 'trig', problem: '2sin x = 1', kind: 'general', expected: halfSine, written: 'test' };
    const solved = (text: string) => ({ status: 'solved', answer: { text, solutions: [] } }) as unknown as MathResult;
    expect(judgeStudentAnswer(record, solved('x = π/6 + 2πk or x = 5π/6 + 2πk'))).toBe('right');
    expect(judgeStudentAnswer(record, solved('x = π/6 or x = 5π/6'))).toBe('wrong');
    expect(judgeStudentAnswer(record, { status: 'unsupported', message: 'no' } as unknown as MathResult)).toBe('refused');
  });
});
