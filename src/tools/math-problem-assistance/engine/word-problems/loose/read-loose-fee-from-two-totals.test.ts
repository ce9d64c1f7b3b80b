import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseFeeFromTwoTotals', () => {
  it('finds the rate, the fee, or a third cost from two totals', () => {
    expect(answer('A bike rental shop charges a flat fee plus a daily rate. Renting for 3 days costs $135 and renting for 5 days costs $205. What is the daily rate?')).toBe('35');
    expect(answer('A bike rental shop charges a flat fee plus a daily rate. Renting for 3 days costs $135 and renting for 5 days costs $205. What is the flat fee?')).toBe('30');
    expect(answer('a plumber charges a flat fee plus an hourly rate. 2 hours costs $170 and 5 hours costs $350. how much would 3 hours cost')).toBe('230');
  });

  it('refuses a question naming nothing, a rate below zero, and totals of two units', () => {
    expect(answer('A bike rental shop charges a flat fee plus a daily rate. Renting for 3 days costs $135 and renting for 5 days costs $205. How much does it cost?')).toBeNull();
    expect(answer('A bike rental shop charges a flat fee plus a daily rate. Renting for 3 days costs $135 and renting for 5 days costs $120. What is the daily rate?')).toBeNull();
    expect(answer('A bike rental shop charges a flat fee plus a daily rate. Renting for 3 days costs $135 and renting for 5 hours costs $205. What is the daily rate?')).toBeNull();
  });
});
