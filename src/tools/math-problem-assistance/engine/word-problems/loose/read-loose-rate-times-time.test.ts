import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseRateTimesTime (session 44)', () => {
  it('divides the amount by the rate for the time asked, converting minutes to hours', () => {
    expect(answer('A printer prints 45 pages per minute. How many minutes will it take to print 1,350 pages?')).toBe('30');
    expect(answer('a hose puts out 9 gallons a minute. how many hours will it take to fill a 2,700 gallon above ground pool')).toBe('5');
  });

  it('multiplies the rate by the time for the amount asked', () => {
    expect(answer('Lena earns $12.50 an hour. How much does she earn for 36 hours?')).toBe('450');
    expect(answer('a machine makes 120 bottles per hour. how many bottles does it make in 45 minutes')).toBe('90');
  });

  it('refuses a rate that is each of several doers’ (GSM8K dev: "Marin and his neighbor Nancy each eat 4 apples a day")', () => {
    expect(answer('Marin and his neighbor Nancy each eat 4 apples a day. How many apples do they eat in 30 days?')).toBeNull();
  });

  it('refuses a rate per hour carried over days (a working day is not 24 hours)', () => {
    expect(answer('Lena earns $12.50 an hour. How much does she earn in 3 days?')).toBeNull();
    expect(answer('a machine makes 120 bottles per hour. how many bottles does it make in 2 days')).toBeNull();
    expect(answer('a hose puts out 9 gallons a minute. how many days will it take to fill a 27,000 gallon pool')).toBeNull();
  });

  it('refuses another noun, a second worker, and a part already done', () => {
    expect(answer('A printer prints 45 pages per minute. How many minutes will it take to print 1,350 photos?')).toBeNull();
    expect(answer('A printer prints 45 pages per minute and another prints 30 pages per minute. How many minutes will it take to print 1,350 pages?')).toBeNull();
    expect(answer('A printer prints 45 pages per minute. It has already printed 450 pages. How many minutes will it take to print 1,350 pages?')).toBeNull();
  });
});
