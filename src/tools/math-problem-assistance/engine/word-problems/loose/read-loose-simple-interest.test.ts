import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseSimpleInterest', () => {
  it('finds whichever part of I = P·r·t is asked', () => {
    expect(answer('What is the simple interest on $2,000 at 3.5% per year for 4 years?')).toBe('280');
    expect(answer('How many years will it take $800 to earn $200 in interest at 5% simple interest?')).toBe('5');
    expect(answer('At what simple interest rate will $2,500 earn $300 in interest in 3 years?')).toBe('4');
    expect(answer('How much must be invested at 4% simple interest to earn $120 in interest in 3 years?')).toBe('1000');
    expect(answer('Ana deposits $900 at 6% simple interest. How many months until she has earned $36 in interest?')).toBe('8');
  });

  it('adds the interest for the amount at the end, months as twelfths of a year', () => {
    expect(answer('A loan of $3,600 has simple interest of 5% per year. What is the total to pay back after 18 months?')).toBe('3870');
  });

  it('refuses compounding, a rate per month, two amounts in one role, and a number with no role', () => {
    expect(answer('How many years will it take $800 to earn $200 in interest at 5% compounded annually?')).toBeNull();
    expect(answer('How many years will it take $800 to earn $200 in interest at 1% simple interest per month?')).toBeNull();
    expect(answer('How many years will it take $800 and $500 to earn $200 in interest at 5% simple interest?')).toBeNull();
    expect(answer('What is the simple interest on $2,000 at 3.5% per year for 4 years for 2 people?')).toBeNull();
  });

  it('no longer takes the interest for the principal when the principal is asked', () => {
    // read-loose-growth.ts read this as $120 grown at 4% for 3 years (134.4).
    expect(answer('How much must be invested at 4% simple interest to earn $120 in interest in 3 years?')).not.toBe('134.4');
  });
});

describe('readLooseSimpleInterest: an annual rate asked, and the years for a balance to reach an amount', () => {
  it('reads "at what annual rate" and "how many years … to reach $1,410"', () => {
    expect(answer('At what annual simple interest rate, in percent, will $5,000 earn $600 in interest in 4 years?')).toBe('3');
    expect(answer('Tasha puts $1,200 in a savings account that pays 2.5% simple interest per year. How many years will it take for her balance to reach $1,410?')).toBe('7');
  });

  it('refuses a balance asked together with the years', () => {
    expect(answer('Tasha puts $1,200 in a savings account that pays 2.5% simple interest per year. How many years and what balance will she have?')).toBeNull();
  });
});

describe('readLooseSimpleInterest, session 29', () => {
  it('reads "find the simple interest" as the interest asked', () => {
    expect(answer('Find the simple interest on $2,400 borrowed at 3.5% per year for 4 years.')).toBe('336');
    expect(answer('Find the simple interest rate if $2,400 earns $336 in 4 years.')).toBeNull();
  });
});

describe('readLooseSimpleInterest, session 31', () => {
  it('reads a single payment as the amount at the end, and "how much do I need to invest" as the principal asked', () => {
    expect(answer('Sam borrowed $5,000 at 6% simple interest per year and repaid everything in a single payment of $6,200. For how many years was the money borrowed?')).toBe('4');
    expect(answer('how much do i need to invest at 5% simple interest to earn $300 in interest in 3 years')).toBe('2000');
  });

  it('still refuses a payment with no principal', () => {
    expect(answer('At 6% simple interest, a single payment of $6,200 was made. For how many years was the money borrowed?')).toBeNull();
  });
});
