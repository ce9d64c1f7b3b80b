import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseCoinsMultiple', () => {
  it('reads two coins tied by a multiple or a difference, and their total', () => {
    expect(answer('A jar has nickels and dimes. There are 3 times as many nickels as dimes, and the total is $3.50. How many dimes are there?')).toBe('14');
    expect(answer('i have twice as many quarters as dimes and they are worth $4.20. how many quarters do i have')).toBe('14');
    expect(answer('Ben has 4 more dimes than nickels. They are worth $1.90. How many nickels does he have?')).toBe('10');
  });

  it('refuses counts that are not whole, all the coins asked, and a third kind of coin', () => {
    expect(answer('A jar has nickels and dimes. There are 3 times as many nickels as dimes, and the total is $3.55. How many dimes are there?')).toBeNull();
    expect(answer('A jar has nickels and dimes. There are 3 times as many nickels as dimes, and the total is $3.50. How many coins are there?')).toBeNull();
    expect(answer('A jar has nickels, dimes and quarters. There are 3 times as many nickels as dimes, and the total is $3.50. How many dimes are there?')).toBeNull();
  });
});
