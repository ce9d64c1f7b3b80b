import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLoosePercentChain', () => {
  it('applies percent changes in turn when the story orders them', () => {
    expect(answer('A lamp is priced at $50. It is marked down 20%, and then 10% tax is added to the sale price. What is the final price?')).toBe('44');
    expect(answer('A shop buys mugs for $8 and marks the price up 50%. Later the new price is cut by 25%. What is the price now?')).toBe('9');
  });

  it('goes back from the amount after a change to the amount before', () => {
    expect(answer('After a 25% raise Leo earns $20 an hour. How much did he earn per hour before the raise?')).toBe('16');
  });

  it('reads the change itself when one is asked', () => {
    expect(answer('whats the sales tax on a $80 bike if the tax rate is 6.5%?')).toBe('5.2');
  });

  it('refuses two changes in no stated order, a percent of a part, and a number with no role', () => {
    expect(answer('A $60 game is 20% off and there is 8% tax. How much do you pay?')).toBeNull();
    expect(answer('A club has 80 members and 25% of the members are new. How many members are new now?')).not.toBe('100');
    expect(answer('A lamp for 2 rooms is priced at $50. It is marked down 20%, and then 10% tax is added to the sale price. What is the final price?')).toBeNull();
  });
});

describe('readLoosePercentChain, session 29', () => {
  it('answers discounts in turn asked as one percent saved', () => {
    expect(answer('A shop takes 20% off a $300 bike, and Mo uses a coupon for another 10% off the sale price. Altogether, what percent of the original price does he save?')).toBe('28');
  });

  it('refuses an amount asked as a percent, and changes that go the other way from the question', () => {
    expect(answer('A shop takes 20% off a $300 bike, and then 8% tax is added to the sale price. Altogether, what percent of the original price does he save?')).toBeNull();
  });
});
