import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseTwoKinds: two purchases of things named in two words', () => {
  it('reads "3 veggie wraps and 2 iced teas" and the price of one asked by its whole name', () => {
    expect(answer('2 veggie wraps and 3 iced teas cost $17, and 1 veggie wrap and 4 iced teas cost $16. How much does one veggie wrap cost?')).toBe('4');
    expect(answer('2 veggie wraps and 3 iced teas cost $17, and 1 veggie wrap and 4 iced teas cost $16. How much does one iced tea cost?')).toBe('3');
  });

  it('refuses a thing asked by another name', () => {
    expect(answer('2 veggie wraps and 3 iced teas cost $17, and 1 veggie wrap and 4 iced teas cost $16. How much does one wrap cost?')).toBeNull();
  });
});
