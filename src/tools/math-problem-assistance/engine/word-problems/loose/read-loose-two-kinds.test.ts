import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseTwoKinds', () => {
  it('solves two kinds with a count in all and a worth in all', () => {
    expect(answer('Lunch passes cost $4 and snack passes cost $2. The school sold 50 passes for $170. How many snack passes were sold?')).toBe('15');
    expect(answer('A pile of 25 coins, all dimes and quarters, is worth $4.15. How many dimes are in the pile?')).toBe('14');
    expect(answer('A yard has ducks and pigs. There are 20 heads and 56 legs. How many ducks are in the yard?')).toBe('12');
  });

  it('solves two purchases of the same two things for one price', () => {
    expect(answer('3 pens and 2 pads cost $7. 1 pen and 4 pads cost $9. How much does one pad cost?')).toBe('2');
    expect(answer('Lu buys 2 teas and a muffin for $7.50, and Bea buys a tea and 2 muffins for $8.25. What is the price of a muffin?')).toBe('3');
  });

  it('refuses counts that are not whole, a number with no role, and an ask naming neither kind', () => {
    expect(answer('Lunch passes cost $4 and snack passes cost $2. The school sold 50 passes for $171. How many snack passes were sold?')).toBeNull();
    expect(answer('A yard has ducks and pigs. There are 20 heads and 100 legs. How many ducks are in the yard?')).toBeNull();
    expect(answer('3 pens and 2 pads cost $7. 1 pen and 4 pads cost $9. How much does one ruler cost?')).toBeNull();
    expect(answer('Lunch passes cost $4 and snack passes cost $2. On 3 days the school sold 50 passes for $170. How many snack passes were sold?')).toBeNull();
  });
});
