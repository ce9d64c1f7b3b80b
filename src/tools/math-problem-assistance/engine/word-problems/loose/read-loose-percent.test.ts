import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLoosePercent: a percent change told as then and now', () => {
  it('reads "was A, now B" as the change from A to B', () => {
    expect(answer('a video game was $60 and now its on sale for $45. what is the percent decrease')).toBe('25');
    expect(answer('a shirt used to cost $40, now it costs $50. what is the percent increase')).toBe('25');
    expect(answer('the population was 1200 and now it is 1500. find the percent change')).toBe('25');
  });

  it('refuses a part of the whole asked after a change, and a change that contradicts its direction', () => {
    expect(answer('a video game was $60 and now its on sale for $45. what percent of the original price is the sale price')).toBeNull();
    expect(answer('a price went from $60 to $45. what percent of the original price is the new price')).toBeNull();
    expect(answer('a stock was $80 and now it is $60. what is the percent increase')).toBeNull();
  });
});
