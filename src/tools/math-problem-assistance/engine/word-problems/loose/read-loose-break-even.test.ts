import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseBreakEven', () => {
  it('finds when two plans of a fee plus a rate cost the same', () => {
    expect(answer('Plan A has a $40 sign-up fee and costs $25 per month. Plan B has no sign-up fee and costs $30 per month. After how many months will the two plans cost the same?')).toBe('8');
    expect(answer('a club charges a $20 membership fee plus $5 a visit. a second club charges a $35 membership fee plus $2 a visit. after how many visits is the total cost the same')).toBe('5');
  });

  it('refuses a plan with no fee that does not say so, a rate of another unit, and a count that is not whole', () => {
    expect(answer('Plan A has a $40 sign-up fee and costs $25 per month. Plan B costs $30 per month. After how many months will the two plans cost the same?')).toBeNull();
    expect(answer('Plan A has a $40 sign-up fee and costs $25 per month. Plan B has no sign-up fee and costs $30 per week. After how many months will the two plans cost the same?')).toBeNull();
    expect(answer('Plan A has a $40 sign-up fee and costs $25 per month. Plan B has no sign-up fee and costs $32 per month. After how many months will the two plans cost the same?')).toBeNull();
  });
});
