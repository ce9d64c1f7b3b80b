import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseMoney: two coins with a difference in count (session 43)', () => {
  it('reads "n more A than B" and "n fewer A than B" with the worth', () => {
    expect(answer('Ben has $2.35 in nickels and dimes. He has 5 more nickels than dimes. How many dimes does he have?')).toBe('14');
    expect(answer('Ben has $2.35 in nickels and dimes. He has 5 fewer dimes than nickels. How many nickels does he have?')).toBe('19');
  });

  it('refuses counts that do not come out whole, and a coin the story does not have', () => {
    expect(answer('Ben has $2.30 in dimes and quarters. He has 5 more dimes than quarters. How many quarters does he have?')).toBeNull();
    expect(answer('Ben has $2.35 in nickels and dimes. He has 5 more quarters than dimes. How many dimes does he have?')).toBeNull();
  });
});
