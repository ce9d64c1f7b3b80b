import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseRatioShares', () => {
  it('shares a total, a difference or one known group by a ratio', () => {
    expect(answer('The ratio of apples to pears in a crate is 4:5. There are 72 pieces of fruit in all. How many are pears?')).toBe('40');
    expect(answer('Share $600 among four cousins in the ratio 1:2:3:4. How much does the cousin with the smallest share get?')).toBe('60');
    expect(answer('The ratio of vans to cars in a lot is 2 to 9. There are 35 more cars than vans. How many vans are in the lot?')).toBe('10');
    expect(answer('The ratio of pens to pencils is 3:8. There are 24 pencils. How many pens are there?')).toBe('9');
  });

  it('chains two ratios that share a group', () => {
    expect(answer('The ratio of gold to silver coins is 3:4 and the ratio of silver to copper coins is 2:7. If there are 42 copper coins, how many gold coins are there?')).toBe('9');
  });

  it('refuses counts that are not whole, a number with no role, two ratios that share nothing, and an ask naming no group', () => {
    expect(answer('The ratio of apples to pears in a crate is 4:5. There are 70 pieces of fruit in all. How many are pears?')).toBeNull();
    expect(answer('The ratio of apples to pears in a crate is 4:5. There are 72 pieces of fruit in 3 boxes. How many are pears?')).toBeNull();
    expect(answer('The ratio of gold to silver coins is 3:4 and the ratio of copper to tin coins is 2:7. If there are 42 copper coins, how many gold coins are there?')).toBeNull();
    expect(answer('The ratio of pens to pencils is 3:8. There are 24 pencils. How many erasers are there?')).toBeNull();
  });
});
