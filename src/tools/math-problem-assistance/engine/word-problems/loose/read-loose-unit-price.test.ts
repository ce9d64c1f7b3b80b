import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseUnitPrice', () => {
  it('divides a price by its amount, in another unit or in cents when asked', () => {
    expect(answer('A 3 kg bag of flour costs $5.40. What is the price per kilogram?')).toBe('1.8');
    expect(answer('An 18-ounce jar of jam costs $4.32. What is the price per ounce, in cents?')).toBe('24');
    expect(answer('A 2 lb block of cheese costs $9.60. What is the cost per ounce?')).toBe('0.3');
    expect(answer('A box of 24 crayons costs $3.60. How much does one crayon cost?')).toBe('0.15');
  });

  it('refuses a second item, a discount, and a unit of another measure', () => {
    expect(answer('A 3 kg bag of flour costs $5.40 and a 1 kg bag costs $2. What is the price per kilogram?')).toBeNull();
    expect(answer('A 3 kg bag of flour costs $5.40 with 10% off. What is the price per kilogram?')).toBeNull();
    expect(answer('A 3 kg bag of flour costs $5.40. What is the price per liter?')).toBeNull();
  });
});
