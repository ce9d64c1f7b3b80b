import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

// Session 45: the mean to reach said as a verb ("to average 85").
describe('readLooseAverage, a mean to reach said as a verb', () => {
  it('finds the score needed next', () => {
    expect(answer("Jen's test scores are 82, 90, 75, and 88. What does she need on the fifth test to average 85?")).toBe('90');
    expect(answer('my quiz scores are 70, 80 and 90. what do i need on the 4th quiz to average 85')).toBe('100');
  });

  it('refuses a test whose place does not follow the list', () => {
    expect(answer("Jen's test scores are 82, 90, 75, and 88. What does she need on the sixth test to average 85?")).toBeNull();
  });
});
