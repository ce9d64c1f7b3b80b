import { describe, expect, it } from 'vitest';
import { askedComplement, mismatchWithAsk } from './check-asked';
import { solveWordProblem } from './solve-word-problem';
import type { EmbeddedReading } from './word-problem-outcome';

const reading = (answerMeaning: string, equations: string[] = ['x = 1']): EmbeddedReading => ({ setup: { kind: 'equations', equations, unknown: 'x' }, answerMeaning, steps: [], answer: '1' });
const answer = async (text: string) => {
  const outcome = await solveWordProblem(text);
  return outcome.status === 'solved' ? outcome.answer : null;
};

describe('mismatchWithAsk', () => {
  it('refuses an answer for the side of a pair the question does not ask', () => {
    expect(mismatchWithAsk('I got 68 out of 80 questions right. What percent did I get wrong?', reading('68 as a percent of 80'))).toMatch(/wrong/);
    expect(mismatchWithAsk('Two numbers add to 20 and differ by 4. What is the larger number?', reading('the smaller number'))).toMatch(/larger/);
    expect(mismatchWithAsk('A team won 12 of its 20 games. How many games did it lose?', reading('the games'))).toMatch(/los/);
    expect(mismatchWithAsk('30 of the 50 students passed. How many did not pass?', reading('the number of students'))).toMatch(/did not/);
    // Typed without the apostrophe, or with a negation in the facts about something else.
    expect(mismatchWithAsk('there are 800 kids at my school and 35% of them ride the bus. how many kids dont ride the bus', reading('35% of 800'))).toMatch(/did not/);
    expect(mismatchWithAsk('800 kids, not counting teachers, and 35% of them ride the bus. how many kids who don\'t ride the bus?', reading('35% of 800'))).toMatch(/did not/);
    expect(mismatchWithAsk('Of 800 kids, 35% do not ride the bus. How many kids dont ride the bus?', reading('35% of 800'))).toBeNull();
  });

  it('refuses a linear set-up for a story that squares its unknowns', () => {
    expect(mismatchWithAsk('The sum of the squares of two consecutive positive integers is 313. What is the larger integer?', reading('the largest of the integers', ['n + (n + 1) = 313', 'k = n + 1']))).toMatch(/power/);
    expect(mismatchWithAsk('The sum of the squares of two consecutive positive integers is 313. What is the larger integer?', reading('the largest of the integers', ['(k - 1)^2 + k^2 = 313']))).toBeNull();
  });

  it('refuses an answer in another unit of the kind asked', () => {
    expect(mismatchWithAsk('A 12-pack costs $5.40 and a 20-pack costs $8.60. How many cents cheaper per can is the 20-pack?', reading('the saving per can in dollars'))).toMatch(/cent/);
    expect(mismatchWithAsk('How many minutes does it take to walk 2 miles at 3 mph?', reading('the time in hours'))).toMatch(/minute/);
    expect(mismatchWithAsk("What is a cyclist's speed in km/h if she rides 18 km in 45 minutes?", reading('the speed in km per hour'))).toBeNull();
  });

  it('refuses an answer that is not for the later period the question asks about', () => {
    const story = 'a savings account pays 3% interest compounded annually. you put in $8,000. how much interest do you earn in the second year alone';
    expect(mismatchWithAsk(story, reading('3% of 8000'))).toMatch(/second year/);
    expect(mismatchWithAsk(story, reading('the interest earned in the second year'))).toBeNull();
    // "for the first year" is the whole of the first period: nothing ran before it.
    expect(mismatchWithAsk('a gym charges a $50 sign up fee and then $29 a month. how much will it cost for the first year', reading('the cost'))).toBeNull();
  });

  it('lets an answer that names what is asked through', () => {
    expect(mismatchWithAsk('I got 68 out of 80 questions right. What percent did I get wrong?', reading('the percent wrong'))).toBeNull();
    expect(mismatchWithAsk('A right triangle has legs 3 and 4. What is the hypotenuse?', reading('the hypotenuse'))).toBeNull();
    expect(mismatchWithAsk('The larger of two numbers is 3 times the smaller. Their sum is 20. What is the larger number?', reading('the larger number'))).toBeNull();
  });

  it('names the side asked when the facts state only the other', () => {
    expect(askedComplement('she missed 12 of the 80 questions. what percent did she get right?')).toBe('right');
    expect(askedComplement('she got 68 of the 80 questions right. what percent did she get right?')).toBeNull();
  });
});

describe('solveWordProblem with the ask checked', () => {
  it('answers the side asked, or refuses', async () => {
    expect(await answer('i got 68 out of 80 questions right on my science test. what percent did i get wrong?')).toBe('15');
    expect(await answer('she missed 12 of the 80 questions. what percent did she get right?')).toBe('85');
    expect(await answer('there are 800 kids at my school and 35% of them ride the bus. how many kids dont ride the bus')).toBe('520');
    expect(await answer("there are 800 kids at my school and 35% of them ride the bus. how many kids don't walk")).toBeNull();
    expect(await answer('The sum of the squares of two consecutive positive integers is 313. What is the larger integer?')).toBe('13');
    expect(await answer('The sum of the squares of two consecutive integers is 313. What is the larger integer?')).toBeNull();
    expect(await answer('The sum of the cubes of two consecutive positive integers is 35. What is the larger integer?')).toBeNull();
    // A percent of the deposit is the first year's interest only: a later year's is not answered with it.
    expect(await answer('a bank pays 5% interest compounded every year. I deposit $2,000. how much interest do I get in the third year alone')).not.toBe('100');
  });
});

describe('mismatchWithAsk: boys and girls, men and women (session 43)', () => {
  it('refuses a count of the side the story states when the other is asked', () => {
    const reading = { setup: { kind: 'expression' as const, expression: '55 / 100 * 900' }, answerMeaning: '55% of 900', steps: [], answer: '495' };
    expect(mismatchWithAsk('A school has 900 students and 55% of them are girls. How many boys go to the school?', reading)).not.toBeNull();
    expect(mismatchWithAsk('A school has 900 students and 55% of them are girls. How many girls go to the school?', reading)).toBeNull();
  });
});
