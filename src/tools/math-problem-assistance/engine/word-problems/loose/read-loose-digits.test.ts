import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseDigits', () => {
  it('solves a two-digit number from two facts about its digits', () => {
    expect(answer('A two-digit number has digits that add up to 9. When the digits are reversed, the new number is 45 less than the original number. What is the original number?')).toBe('72');
    expect(answer('The sum of the digits of a two-digit number is 12. The units digit is twice the tens digit. What is the number?')).toBe('48');
    expect(answer('The sum of the digits of a two-digit number is 11. The tens digit is 5 more than the units digit. What is the number?')).toBe('83');
  });

  it('refuses digits that are not whole or not digits, and a fact it cannot read', () => {
    expect(answer('The sum of the digits of a two-digit number is 10. The tens digit is 3 more than the units digit. What is the number?')).toBeNull();
    expect(answer('A two-digit number has digits that add up to 20. When the digits are reversed, the new number is 0 more than the original number. What is the original number?')).toBeNull();
    expect(answer('The sum of the digits of a two-digit number is 12. The number is 4 times its units digit. What is the number?')).toBeNull();
  });
});
