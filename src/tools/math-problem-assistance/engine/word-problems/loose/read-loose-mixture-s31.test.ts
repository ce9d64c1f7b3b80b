import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('mixtures, session 31', () => {
  it('reads the target said as "to get juice that is 20% sugar"', () => {
    expect(answer('a cook has 30 liters of juice that is 10% sugar. how many liters of syrup that is 50% sugar should she add to get juice that is 20% sugar')).toBe('10');
  });

  it('reads two alloys melted together as a mix, and its strength', () => {
    expect(answer('A smith melts 40 grams of an alloy that is 60% silver together with 10 grams of an alloy that is 90% silver. What percent silver is the new alloy?')).toBe('66');
  });

  it('tells two parts of one noun apart by the word before it', () => {
    expect(answer('A shop blends dark coffee that costs $20 per kilogram with light coffee that costs $10 per kilogram. It wants to make 20 kg of a blend that costs $16 per kilogram. How many kilograms of dark coffee go into the blend?')).toBe('12');
    expect(answer('A shop blends dark coffee that costs $20 per kilogram with light coffee that costs $10 per kilogram. It wants to make 20 kg of a blend that costs $16 per kilogram. How many kilograms of coffee go into the blend?')).toBeNull();
  });
});
