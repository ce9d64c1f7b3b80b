import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

describe('readLooseSumDifference (session 44)', () => {
  it('finds both numbers from their sum and difference, the larger first', () => {
    const reading = readLooseProblem('two numbers have a sum of 47 and a difference of 13. find both numbers, larger one first');
    expect(reading?.answer).toBe('30');
    expect(reading?.others?.map((other) => other.answer)).toEqual(['17']);
    expect(readLooseProblem('two numbers have a sum of 47 and a difference of 13. what is the smaller number')?.answer).toBe('17');
  });

  it('refuses a product asked, and a story with a third number', () => {
    expect(readLooseProblem('two numbers have a sum of 47 and a difference of 13. what is their product')).toBeNull();
    expect(readLooseProblem('two numbers have a sum of 47 and a difference of 13. find the larger number times 3')).toBeNull();
  });
});
