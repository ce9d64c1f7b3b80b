import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseMixture: wordings of session 43', () => {
  it('reads fresh water added to a salty solution, and pure metal melted in', () => {
    expect(answer('Brine is 10% salt. How many liters of fresh water must be added to 30 liters of brine to bring it down to 6% salt?')).toBe('20');
    expect(answer('A smith has 30 grams of an alloy that is 50% silver. How many grams of pure silver must he melt in to get an alloy that is 70% silver?')).toBe('20');
  });

  it('refuses fresh water asked when the strength would rise, and pure metal when it would fall', () => {
    expect(answer('Brine is 6% salt. How many liters of fresh water must be added to 30 liters of brine to bring it up to 10% salt?')).toBeNull();
    expect(answer('A smith has 30 grams of an alloy that is 70% silver. How many grams of pure silver must he melt in to get an alloy that is 50% silver?')).toBeNull();
  });
});

describe('readLooseMixtureSystem: the mix named by its own amount (session 43)', () => {
  it('reads "a 30 lb mix of two nuts costs $6 per lb" as the mix', () => {
    expect(answer('a 30 lb mix of two nuts costs $6 per lb. one nut costs $4 per lb and the other costs $9 per lb. how many pounds of the $9 nut are in the mix')).toBe('12');
  });

  it('refuses a mix price outside the two prices', () => {
    expect(answer('a 30 lb mix of two nuts costs $10 per lb. one nut costs $4 per lb and the other costs $9 per lb. how many pounds of the $9 nut are in the mix')).toBeNull();
  });
});
