import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseProfitTarget', () => {
  it('counts the items to sell for a profit, or to break even', () => {
    expect(answer('Renting a stall at the market costs $30. Each mug costs her $4 to make, and she sells each mug for $10. How many mugs must she sell to make a profit of $90?')).toBe('20');
    expect(answer('a food truck permit costs $120 for the day. the ingredients for each taco cost $1.50 and he sells each taco for $4. how many tacos does he need to sell to break even')).toBe('48');
  });

  it('refuses a count that is not whole, a price below the cost, and an amount of no role', () => {
    expect(answer('Renting a stall at the market costs $30. Each mug costs her $4 to make, and she sells each mug for $10. How many mugs must she sell to make a profit of $95?')).toBeNull();
    expect(answer('Renting a stall at the market costs $30. Each mug costs her $12 to make, and she sells each mug for $10. How many mugs must she sell to make a profit of $90?')).toBeNull();
    expect(answer('Renting a stall costs $30 and parking costs $5. Each mug costs her $4 to make, and she sells each mug for $10. How many mugs must she sell to make a profit of $90?')).toBeNull();
  });
});
