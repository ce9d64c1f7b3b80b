import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseConsecutive: numbers "in a row", and "positive consecutive"', () => {
  it('reads a run said "in a row", its total in words too', () => {
    expect(answer('Five whole numbers in a row total 85. What is the largest?')).toBe('19');
    expect(answer('three even numbers in a row add up to one hundred two. which is the smallest one')).toBe('32');
    expect(answer('Two positive consecutive odd integers multiply to 143. Find the bigger one.')).toBe('13');
  });

  it('refuses a row that is not a run of numbers', () => {
    expect(answer('Five chairs in a row cost 85 dollars. What is the largest?')).toBeNull();
  });

  it('gives every member of a run asked for all of them (session 43), and none when the sum allows no run', () => {
    const all = (text: string) => {
      const reading = readLooseProblem(text);
      return reading ? [reading.answer, ...(reading.others ?? []).map((other) => other.answer)] : null;
    };
    expect(all('Five whole numbers in a row total 85. What are they?')).toEqual(['15', '16', '17', '18', '19']);
    expect(all('the sum of three consecutive integers is 72. find the integers')).toEqual(['23', '24', '25']);
    expect(all('the sum of three consecutive odd integers is 63. find them')).toEqual(['19', '21', '23']);
    expect(all('the sum of three consecutive integers is 73. find the integers')).toBeNull();
  });
});
