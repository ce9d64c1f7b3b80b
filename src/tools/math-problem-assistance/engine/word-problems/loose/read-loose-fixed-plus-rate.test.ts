import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseProblem: a fixed amount plus a rate', () => {
  it('counts the items or periods between a fixed amount and a total', () => {
    expect(answer('A taxi charges $4 plus $2 per mile. The fare was $30. How many miles was the ride?')).toBe('13');
    expect(answer('Maya saves $20 a week. She already has $60. How many weeks until she has $300?')).toBe('12');
    expect(answer('An electrician charges a $45 call-out fee and $30 per hour. Ben paid $165. How many hours did the job take?')).toBe('4');
    // "each cookie" … "how many cookies": a singular in -ie is the same thing as its plural.
    // Two rates, one of them for a count given: $45·3 days + $0.50·n miles = $175.
    expect(answer('A van rents for $45 per day plus $0.50 per mile. Lu kept it for 3 days and the bill was $175. How many miles did she drive?')).toBe('80');
    expect(answer('A van rents for $45 per day plus $0.50 per mile. Lu kept it for 3 days and the bill before tax was $175. How many miles did she drive?')).toBe('80');
    expect(answer('A van rents for $45 per day plus $0.50 per mile. Lu kept it for 3 days and the bill after tax was $175. How many miles did she drive?')).toBeNull();
    expect(answer('A van rents for $45 per day plus $0.50 per mile. Lu kept it for 3 weeks and the bill was $175. How many miles did she drive?')).toBeNull();
    expect(answer('A bakery box costs $2.50 plus $1.25 for each cookie you add. Jo paid $13.75. How many cookies did she get?')).toBe('9');
  });

  it('refuses a count that does not come out whole, a rate of something else, and a second price', () => {
    expect(answer('A taxi charges $4 plus $2 per mile. The fare was $31. How many miles was the ride?')).toBeNull();
    expect(answer('A taxi charges $4 plus $2 per minute. The fare was $30. How many miles was the ride?')).toBeNull();
    expect(answer('Pens cost $2 each and a bag costs $5. How many pens can you buy with $15 and a bag?')).toBeNull();
  });
});

describe('readLooseFixedPlusRate: the total asked', () => {
  it('adds a fixed amount, the rate times a count or a period made of the rate\'s things, and an extra', () => {
    expect(answer('a gym charges a $50 sign up fee and then $29 a month. how much will it cost for the first year')).toBe('398');
    expect(answer('A taxi charges $3.50 to start the ride plus $2.25 per mile. How much does a 12-mile ride cost if the rider also adds a $5 tip?')).toBe('35.5');
  });

  it('refuses a count in another unit than the rate\'s and a period it cannot split into the rate\'s things', () => {
    expect(answer('a gym charges a $50 sign up fee and then $29 a month. how much will it cost for 8 weeks')).toBeNull();
    expect(answer('a gym charges a $50 sign up fee and then $29 a month. how much will it cost for the first decade')).toBeNull();
  });
});


describe('the greatest count a budget allows (session 44)', () => {
  it('answers when fee + rate·n meets the budget exactly', () => {
    expect(readLooseProblem('The hiking club is ordering T-shirts. The printer charges a $45 setup fee plus $8.50 per shirt. The club can spend at most $300. What is the greatest number of shirts they can order?')?.answer).toBe('30');
  });

  it('refuses when the budget falls between two counts (no rounding down is shown)', () => {
    expect(readLooseProblem('The hiking club is ordering T-shirts. The printer charges a $45 setup fee plus $8.50 per shirt. The club can spend at most $310. What is the greatest number of shirts they can order?')).toBeNull();
  });
});
