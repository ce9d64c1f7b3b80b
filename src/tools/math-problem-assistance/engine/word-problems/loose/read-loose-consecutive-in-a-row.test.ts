import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseConsecutive: numbers "in a row", and "positive consecutive"', () => {
  it('reads a run said "in a row", its total in words too', () => {
    expect(answer('Five whole numbers in a row total 85. What is the largest?')).toBe('19');
    expect(answer('three even numbers in a row add up to one hundred two. which is the smallest one')).toBe('32');
    expect(answer('Two positive consecutive odd integers multiply to 143. Find the bigger one.')).toBe('13');
  });

  it('refuses a row that is not a run of numbers, and a run asked for all its members', () => {
    expect(answer('Five chairs in a row cost 85 dollars. What is the largest?')).toBeNull();
    expect(answer('Five whole numbers in a row total 85. What are they?')).toBeNull();
  });
});
