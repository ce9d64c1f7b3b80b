import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseTwoPrices', () => {
  it('finds how many of the kind asked, with kinds named before or after their prices', () => {
    expect(answer('A concert sold 350 tickets, some at $12 for the balcony and the rest at $20 for the floor, and took in $5,640. How many floor tickets were sold?')).toBe('180');
    expect(answer('A hotel has 52 rooms, some doubles and some singles. A double rents for $140 a night and a single for $95. On a night when every room was rented, the hotel took in $6,380. How many double rooms does the hotel have?')).toBe('32');
  });

  it('finds the money from the kind asked', () => {
    expect(answer('The zoo sold 400 tickets, adult tickets at $15 and child tickets at $9, and made $4,800. How much money came from child tickets?')).toBe('1800');
    expect(answer('The football boosters sold 420 tickets for the homecoming game. General admission was $8 and reserved seats were $15, and ticket sales came to $4,200. How much money came from reserved seats?')).toBe('1800');
  });

  it('refuses the price asked back, and two kinds compared', () => {
    expect(answer('A theater sold 200 tickets. Adult tickets cost $10 and child tickets cost $6. They took in $1,640. How much did adult tickets cost?')).toBeNull();
    expect(answer('A theater sold 200 tickets. Adult tickets cost $10 and child tickets cost $6. They took in $1,640. How many more adult tickets than child tickets were sold?')).toBeNull();
    expect(answer('The zoo sold 400 tickets, adult tickets at $15 and child tickets at $9, and made $4,800. How much do child tickets cost?')).toBeNull();
  });

  it('refuses counts that are not whole, a question naming neither kind, and a number with no role', () => {
    expect(answer('A concert sold 350 tickets, some at $12 for the balcony and the rest at $20 for the floor, and took in $5,650. How many floor tickets were sold?')).toBeNull();
    expect(answer('A concert sold 350 tickets, some at $12 for the balcony and the rest at $20 for the floor, and took in $5,640. How many tickets were sold at each price?')).toBeNull();
    expect(answer('A concert sold 350 tickets, some at $12 for the balcony and the rest at $20 for the floor, and took in $5,640 in 3 hours. How many floor tickets were sold?')).toBeNull();
  });
});
