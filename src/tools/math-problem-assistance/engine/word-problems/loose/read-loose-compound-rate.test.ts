import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseCompoundRate', () => {
  it('finds the yearly rate from the principal, the amount and the years', () => {
    expect(answer('Tom put $5,000 in an account where interest is compounded annually. Two years later the account was worth $6,050. What was the annual interest rate?')).toBe('10');
    expect(answer('a deposit of $400 earns interest compounded once a year and after 2 years it has grown to $441. what is the yearly rate')).toBe('5');
  });

  it('refuses compounding more often, a rate that is a rounded root, and a second count of years', () => {
    expect(answer('Tom put $5,000 in an account where interest is compounded annually and monthly fees apply. Three years later the account was worth $6,655. What was the annual interest rate?')).toBeNull();
    expect(answer('Tom put $5,000 in an account where interest is compounded annually. Two years later the account was worth $6,000. What was the annual interest rate?')).toBeNull();
    expect(answer('Tom put $5,000 in an account where interest is compounded annually for 3 years. Two years later the account was worth $5,512.50. What was the annual interest rate?')).toBeNull();
  });
});
