import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseFirstThenEach', () => {
  it('counts the units from a first price, a price for each additional one, and the total', () => {
    expect(answer('A taxi charges $3.00 for the first mile and $1.75 for each additional mile. The fare was $15.25. How many miles was the ride?')).toBe('8');
    expect(answer('parking costs $4 for the first hour and $2.50 for each hour after that. i paid $14. how many hours did i park')).toBe('5');
  });

  it('refuses a count that is not whole, two units, and an ask for another thing', () => {
    expect(answer('A taxi charges $3.00 for the first mile and $1.75 for each additional mile. The fare was $15. How many miles was the ride?')).toBeNull();
    expect(answer('A taxi charges $3.00 for the first mile and $1.75 for each additional minute. The fare was $15.25. How many miles was the ride?')).toBeNull();
    expect(answer('A taxi charges $3.00 for the first mile and $1.75 for each additional mile. The fare was $15.25. How many riders were there?')).toBeNull();
  });
});

describe('readLooseFixedPlusRate leaves a first unit priced apart', () => {
  it('does not read the first price as a fee plus the rate for every unit', () => {
    // Read before as $4 + $2.50 × n = $14 (4 hours), one hour short.
    expect(answer('parking costs $4 for the first hour and $2.50 for each hour after that. i paid $14. how many hours did i park')).not.toBe('4');
  });
});
