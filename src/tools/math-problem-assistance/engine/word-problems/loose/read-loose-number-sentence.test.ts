import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';
import { translatePhrase } from './read-loose-number-sentence';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('translatePhrase', () => {
  it('follows the textbook conventions for order', () => {
    expect(translatePhrase('5 less than a number')).toBe('(n) - (5)');
    expect(translatePhrase('twice a number increased by 3')).toBe('(2 * (n)) + (3)');
    expect(translatePhrase('the sum of a number and 8')).toBe('(n) + (8)');
    expect(translatePhrase('half the number')).toBe('1/2 * (n)');
    expect(translatePhrase('a number of apples')).toBeNull();
  });
});

describe('readLooseProblem: numbers said in words', () => {
  it('solves one number', () => {
    expect(answer('Three times a number decreased by 4 is 20. What is the number?')).toBe('8');
    expect(answer('6 more than twice a number is equal to 30. Find the number.')).toBe('12');
    expect(answer('A number increased by 10 equals three times the number. What is the number?')).toBe('5');
    expect(answer('The product of a number and 4 is 52. What is the number?')).toBe('13');
  });

  it('solves two numbers from their sum and difference or a multiple', () => {
    expect(answer('The sum of two numbers is 40 and their difference is 8. What is the smaller number?')).toBe('16');
    expect(answer('One number is 4 times another and their sum is 45. What is the larger number?')).toBe('36');
    expect(answer('One number is 7 more than another and their sum is 33. Find the smaller number.')).toBe('13');
  });

  it('splits "… and one number is 6 more than the other" off the sum as its own clause (was read as one clause and refused)', () => {
    expect(answer('the sum of two numbers is 42 and one number is 6 more than the other. find the larger number')).toBe('24');
    expect(answer('The sum of two numbers is 42 and one is twice the other. What is the smaller number?')).toBe('14');
    expect(answer('the sum of two numbers is 42 and one number is 6 more than a third number. find the larger number')).toBeNull();
  });

  it('gives a quadratic only when the positive number is asked for, and refuses what it cannot place', () => {
    expect(answer('The sum of a number and its square is 72. Find the positive number.')).toBe('8');
    expect(answer('The sum of a number and its square is 72. What is the number?')).toBeNull();
    expect(answer('A number of students is 30. What is the number?')).toBeNull();
    expect(answer('The sum of two numbers is 40. What is the larger number?')).toBeNull();
  });
});

describe('readLooseProblem: numbers said as things done to them, and two numbers linked by any phrase', () => {
  it('reads an operation done to a phrase and what it gives, and a clause relating the two numbers', () => {
    expect(answer('When 7 is added to three times a number, the result is 5 less than five times the number. What is the number?')).toBe('6');
    expect(answer('When a number is multiplied by 4, the result is 18 more than the number. What is the number?')).toBe('6');
    expect(answer('half of a number plus a third of the same number is 45. whats the number?')).toBe('54');
    expect(answer('One number is 8 more than another. Their sum is 4 less than three times the smaller number. What is the larger number?')).toBe('20');
    expect(answer('One number is 5 more than another. Twice the larger number is 3 more than three times the smaller number. What is the smaller number?')).toBe('7');
  });

  it('refuses a phrase with no convention and a number the clauses do not name', () => {
    expect(answer('When 7 is added to three times a number, the result is 5 less than five times the apples. What is the number?')).toBeNull();
    expect(answer('One number is 8 more than another. Their sum is 4 less than three times the middle number. What is the larger number?')).toBeNull();
  });
});
