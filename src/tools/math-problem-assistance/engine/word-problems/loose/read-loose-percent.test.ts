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

describe('readLoosePercent: the part a change adds, asked by its name (session 43)', () => {
  it('answers the tip or tax itself when the question names it', () => {
    expect(answer('the bill for lunch was $50 and she left an 18% tip. how much should the tip be')).toBe('9');
    expect(answer('A lamp costs $40 and sales tax is 6%. What will the tax be?')).toBe('2.4');
  });

  it('answers the total only when the total is asked, and refuses the part named with no way to read it', () => {
    expect(answer('A meal costs $40. How much is it with a 15% tip?')).toBe('46');
    expect(answer('the bill was $50 and he left a 20% tip. how much did the tip go up')).toBeNull();
  });
});

describe('readLoosePercent: the other group of a pair (session 43)', () => {
  it('counts the rest of the whole when the question names the other side', () => {
    expect(answer('there are 30 kids in the class and 40% of them are boys. how many girls are in the class')).toBe('18');
    expect(answer('A club has 80 members and 45% of the members are men. How many women are in the club?')).toBe('44');
  });

  it('refuses the other side asked about a group the story does not name', () => {
    expect(answer('A school has 700 students and 60% of them are girls. How many boys play soccer?')).toBeNull();
    expect(answer('A school has 700 students and 60% of them are girls. How many girls play soccer?')).toBeNull();
    // A percent of one group is not that group's share of the whole: how many of the other group there are is not told.
    expect(answer('There are 200 students at the camp. 30% of the boys can swim. How many girls can swim?')).toBeNull();
    expect(answer('A club has 80 members. 25% of the women in the club are doctors. How many men are doctors?')).toBeNull();
    expect(answer('There are 300 people at a concert. 40% of the men wear hats. How many women are there?')).toBeNull();
    expect(answer('There are 900 students at a school, 55% of them are girls. How many boys are there?')).toBe('405');
  });
});

describe('a growth by a percent (session 44)', () => {
  it('reads "grew by 12%" as a rise and answers the amount now', () => {
    expect(readLooseProblem('a town had 4,000 people and grew by 12%. how many people live there now')?.answer).toBe('4480');
    expect(readLooseProblem('a plant was 20 cm tall and grew 15%. how tall is it now')?.answer).toBe('23');
  });

  it('refuses the change itself asked as "how many new …" (the amount after it would be wrong)', () => {
    expect(readLooseProblem('a town had 4,000 people and grew by 12%. how many new people moved in')).toBeNull();
  });
});
