import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLoosePricedPair', () => {
  it('reads two things bought for a total with one price said through the other', () => {
    expect(answer('Four muffins and two coffees cost $14 altogether. A coffee costs $1 more than a muffin. How much does one coffee cost?')).toBe('3');
    expect(answer('A bike and a helmet cost $260 together. The bike costs $20 less than three times the price of the helmet. What is the price of the helmet?')).toBe('70');
    expect(answer('4 muffins and 2 coffees cost $14. A coffee costs $1 more than a muffin. How much does a muffin cost?')).toBe('2');
  });

  it('refuses a price asked of a third thing, and prices that are not positive', () => {
    expect(answer('Four muffins and two coffees cost $14 altogether. A coffee costs $1 more than a muffin. How much does a bagel cost?')).toBeNull();
    expect(answer('A muffin and a coffee cost $2 together. The coffee costs $5 more than the muffin. How much does the muffin cost?')).toBeNull();
  });
});

describe('readLooseMoney: a joint total or a difference is no price of one thing', () => {
  it('never adds up a joint total and a difference as two prices', () => {
    // Before: "5 notebooks and 3 pens cost $13.50 … $1.50 more than a pen" read as pens at $13.50 and notebooks at $1.50 (48).
    expect(answer('5 notebooks and 3 pens cost $13.50. A notebook costs $1.50 more than a pen. How much do they spend in total?')).toBeNull();
  });
});

describe('loose money wordings of session 43', () => {
  it('reads "2 pairs of jeans at $35 each" as a count of pairs, and "$15 more every week" as a rate', () => {
    expect(answer('Kim bought 2 shirts at $12 each and 3 pairs of socks at $4 each. She paid with $50. How much change did she get?')).toBe('14');
    expect(answer('i have $40 saved and i save $10 more every week. how many weeks until i have $100')).toBe('6');
    expect(answer('Plan A costs $40 a month. Plan B costs $10 more every month than plan A. How many months until Plan B costs $100?')).toBeNull();
  });
});
