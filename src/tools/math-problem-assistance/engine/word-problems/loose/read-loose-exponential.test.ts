import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseExponential (session 44)', () => {
  it('halves once per half-life, exact when whole half-lives, rounded when asked', () => {
    expect(answer('a substance has a half-life of 5 years. there are 80 grams now. how many grams are left after 15 years')).toBe('10');
    expect(answer('A drug has a half-life of 4 hours. A patient takes a 300 mg dose. How many mg are left after 10 hours? Round to the nearest tenth.')).toBe('53');
  });

  it('grows by a percent a year between two calendar years, rounded to a whole person', () => {
    expect(answer('A town had 10,000 people in 2020 and is growing 10% per year. What will its population be in 2022?')).toBe('12100');
    expect(answer('A city had 24,000 residents in 2020 and has been growing 2.5% per year. If that keeps up, what will its population be in 2028? Round to the nearest whole person.')).toBe('29242');
  });

  it('multiplies once per day between two weekdays', () => {
    expect(answer('A video had 240 total views on Monday, and its total view count triples every day. What will its total be on Friday of the same week?')).toBe('19440');
  });

  it('refuses a half-life over part of a period with no rounding asked, an earlier year asked, and a day before the start', () => {
    expect(answer('A drug has a half-life of 4 hours. A patient takes a 300 mg dose. How many mg are left after 10 hours?')).toBeNull();
    expect(answer('A town had 10,000 people in 2020 and is growing 10% per year. What was its population in 2018?')).toBeNull();
    expect(answer('A town had 10,000 people in 2020 and is growing 10% per year. How many new people will there be in 2022?')).toBeNull();
    expect(answer('A video had 240 total views on Monday, and its total view count triples every day. How many new views will it get on Friday?')).toBeNull();
    expect(answer('A video had 240 total views on Friday, and its total view count triples every day. What was its total on Monday?')).toBeNull();
  });
});
