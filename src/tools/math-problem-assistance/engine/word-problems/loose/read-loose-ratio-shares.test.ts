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

describe('readLooseRatioShares: the whole asked, and a change that makes two groups equal', () => {
  it('reads a total asked and a group that joins or leaves', () => {
    expect(answer('the ratio of cats to dogs at a shelter is 5:3 and there are 24 more cats than dogs. if the shelter only has cats and dogs how many animals are there in all')).toBe('96');
    expect(answer('The ratio of boys to girls in a chess club is 4:5. After 6 more boys join, the numbers of boys and girls are equal. How many girls are in the club?')).toBe('30');
    expect(answer('The ratio of boys to girls in a chess club is 5:4. After 6 boys leave, the numbers of boys and girls are equal. How many boys were in the club?')).toBe('30');
  });

  it('refuses a change of a group the ratio does not name, and a total when the total is the fact', () => {
    expect(answer('The ratio of boys to girls in a chess club is 4:5. After 6 more teachers join, the numbers of boys and girls are equal. How many girls are in the club?')).toBeNull();
    expect(answer('The ratio of boys to girls is 3:5 and there are 32 students. How many students are there in all?')).toBeNull();
  });
});

describe('readLooseRatioShares, session 29', () => {
  it('reads groups named with their noun each time, and two people who share an amount', () => {
    expect(answer('The ratio of green apples to red apples in a box is 2:5. There are 56 apples in the box. How many are red?')).toBe('40');
    expect(answer('Kim and Lou share $450 in the ratio 4:5. How much does Kim get?')).toBe('200');
  });

  it('refuses a share of three by a ratio of two, and a group the ratio does not name', () => {
    expect(answer('Kim and Lou share $450 in the ratio 4:5:6. How much does Kim get?')).toBeNull();
    expect(answer('The ratio of green apples to red apples in a box is 2:5. There are 56 apples in the box. How many are yellow?')).toBeNull();
  });
});
