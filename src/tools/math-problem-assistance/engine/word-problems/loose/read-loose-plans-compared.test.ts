import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLoosePlansCompared', () => {
  it('compares two plans of a base per period plus a charge per unit used, over one period', () => {
    expect(answer('Plan A charges $20 a month plus $0.10 per minute. Plan B charges $35 a month plus $0.05 per minute. For how many minutes do the two plans cost the same?')).toBe('300');
    expect(answer('a car rental company charges $40 per day plus $0.25 per mile. another company charges $55 per day plus $0.15 per mile. for a one day rental, at how many miles do they cost the same')).toBe('150');
    expect(answer('Car rental company A charges $32 a day plus $0.25 per mile. Company B charges $54.50 a day with unlimited miles. For a one-day rental, at how many miles will the two cost the same?')).toBe('90');
  });

  it('reads plans labelled by a number, with a fee to join', () => {
    expect(answer('gym 1 costs $50 to join and $30 a month. gym 2 costs $10 to join and $40 a month. after how many months will they have cost the same amount')).toBe('4');
  });

  it('refuses a number of periods, two different periods, a base not said, and plans that never cost the same', () => {
    expect(answer('a car rental company charges $40 per day plus $0.25 per mile. another company charges $55 per day plus $0.15 per mile. for a 3 day rental, at how many miles do they cost the same')).toBeNull();
    expect(answer('Plan A charges $20 a month plus $0.10 per minute. Plan B charges $6 a week plus $0.05 per minute. For how many minutes do the two plans cost the same?')).toBeNull();
    expect(answer('Plan A charges $20 a month plus $0.10 per minute. Plan B charges $0.25 per minute. For how many minutes do the two plans cost the same?')).toBeNull();
    expect(answer('Plan A charges $20 a month plus $0.10 per minute. Plan B charges $35 a month plus $0.15 per minute. For how many minutes do the two plans cost the same?')).toBeNull();
    expect(answer('Plan A has a $40 sign-up fee and costs $25 per month. Plan B has no sign-up fee and costs $32 per month. After how many months will the two plans cost the same?')).toBeNull();
  });
});
