import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseRateConversion', () => {
  it('converts the top and the bottom of a rate by the table of units', () => {
    expect(answer('A train travels at 72 km/h. What is its speed in meters per second?')).toBe('20');
    expect(answer('A cheetah runs 30 m/s. How fast is that in km/h?')).toBe('108');
    expect(answer('convert 30 miles per hour to feet per second')).toBe('44');
    expect(answer('A pump moves 90 liters per minute. How many liters per hour is that?')).toBe('5400');
  });

  it('refuses a rate with a duration to go with it, and rates of different measures', () => {
    expect(answer('A train travels at 72 km/h for 2 hours. What is its speed in meters per second?')).toBeNull();
    expect(answer('A pump moves 90 liters per minute. How many meters per second is that?')).toBeNull();
  });
});
