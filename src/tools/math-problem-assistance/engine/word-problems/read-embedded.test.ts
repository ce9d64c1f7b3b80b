import { describe, expect, it } from 'vitest';
import { checkWordSteps } from './check-word-steps';
import { readCountProblem } from './read-count-problem';
import { readMotionProblem } from './read-motion-problem';
import { readPercentProblem } from './read-percent-problem';
import { readPriceProblem } from './read-price-problem';
import type { EmbeddedReading } from './word-problem-outcome';

function expectSolved(reading: EmbeddedReading | null, answer: string, setup: string): void {
  expect(reading).not.toBeNull();
  expect(reading!.answer).toBe(answer);
  expect(reading!.setup.kind === 'expression' ? reading!.setup.expression : reading!.setup.equations.join('; ')).toBe(setup);
  // Every step agrees with the answer: a wrongly written step would fail here.
  expect(checkWordSteps(reading!.steps)).toEqual(reading!.steps.map(() => true));
}

describe('readPercentProblem', () => {
  it.each([
    ['What is 25% of 80?', '20', '25 / 100 * 80'],
    ['Find 15 percent of $240.', '36', '15 / 100 * 240'],
    ['12.5% of 64 is what?', '8', '12.5 / 100 * 64'],
    ['What is 80 increased by 25%?', '100', '80 * (1 + 25 / 100)'],
    ['Decrease 200 by 15%.', '170', '200 * (1 - 15 / 100)'],
    ['What is $50 reduced by 10%?', '45', '50 * (1 - 10 / 100)'],
    ['30 is what percent of 120?', '25', '30 / 120 * 100'],
    ['What percent of 50 is 20?', '40', '20 / 50 * 100'],
    ['25% of what number is 20?', '80', '20 / (25 / 100)'],
    ['20 is 40% of what?', '50', '20 / (40 / 100)'],
    ['What is 1 is what percent of 3?', null, null],
  ])('%s', (text, answer, setup) => {
    const reading = readPercentProblem(text);
    if (answer === null) expect(reading).toBeNull();
    else expectSolved(reading, answer, setup!);
  });

  it('keeps a non-terminating answer exact', () => {
    expect(readPercentProblem('1 is what percent of 3?')?.answer).toBe('100/3');
  });

  it('reads only the whole sentence, never a percent inside a longer story', () => {
    expect(readPercentProblem('A shirt costs $40. What is 25% of 80?')).toBeNull();
    expect(readPercentProblem('What is 25% of 80 plus 3?')).toBeNull();
    expect(readPercentProblem('Decrease 50 by 150%.')).toBeNull();
  });
});

describe('readMotionProblem', () => {
  it.each([
    ['A car travels at 60 miles per hour for 3 hours. How far does it travel?', '180', 'd = 60 * 3'],
    ['If a car drives at 60 mph for 3 hours, how far does it go?', '180', 'd = 60 * 3'],
    ['Tom runs for 2 hours at 9 km/h. How many kilometers does he run?', '18', 'd = 9 * 2'],
    ['A train travels 240 km in 4 hours. What is its average speed?', '60', '240 = s * 4'],
    ['A plane flew 1,500 miles in 3 hours. How fast was it going?', '500', '1500 = s * 3'],
    ['Tom walks 12 miles at 4 miles per hour. How long does it take him?', '3', '12 = 4 * t'],
    ['A cyclist rides 30 km at 15 km/h. How many hours does it take?', '2', '30 = 15 * t'],
    ['A snail moves 10 meters at 3 meters per minute. How many minutes does it take?', '10/3', '10 = 3 * t'],
  ])('%s', (text, answer, setup) => expectSolved(readMotionProblem(text), answer, setup));

  it.each([
    // Units that need converting, or do not match.
    'A car travels at 60 miles per hour for 30 minutes. How far does it travel?',
    'A train travels 240 km in 4 hours. What is its speed in miles per hour?',
    'Tom walks 12 miles at 4 km/h. How long does it take him?',
    'A cyclist rides 30 km at 15 km/h. How many minutes does it take?',
    // A second statement, another subject, or an unknown the statement already gives.
    'A car travels at 60 mph for 3 hours. Then it stops for lunch. How far does it travel?',
    'A car travels at 60 mph for 3 hours. How far does the bus travel?',
    'A car travels at 60 mph for 3 hours. What is its speed?',
  ])('refuses: %s', (text) => expect(readMotionProblem(text)).toBeNull());
});

describe('readPriceProblem', () => {
  it.each([
    ['Pens cost $2 each. How much do 5 pens cost?', '10', '5 * 2'],
    ['If one pen costs $3, how much do 7 pens cost?', '21', '7 * 3'],
    ['A notebook costs $2.50. What is the cost of 4 notebooks?', '10', '4 * 2.5'],
    ['Tom buys 4 books at $12 each. How much does he spend?', '48', '4 * 12'],
    ['Sara bought 3 tickets for 8 dollars each. How much did Sara pay?', '24', '3 * 8'],
    ['6 pens cost $18. How much does one pen cost?', '3', '18 / 6'],
  ])('%s', (text, answer, setup) => expectSolved(readPriceProblem(text), answer, setup));

  it.each([
    'Pens cost $2 each. How much do 5 pencils cost?',
    'Tom buys 4 books at $12 each. How much does Sara spend?',
    'Tom buys 4 books at $12 each and a pen for $2. How much does he spend?',
    'Pens cost $2 each. How much does one pen cost?',
  ])('refuses: %s', (text) => expect(readPriceProblem(text)).toBeNull());
});

describe('readCountProblem', () => {
  it.each([
    ['Tom has 5 apples and buys 7 more. How many apples does he have now?', '12', '5 + 7'],
    ['Tom has 12 apples. He gives 5 to Mary. How many apples does he have left?', '7', '12 - 5'],
    ['Anna had 20 stickers. She gave away 4 stickers, then she bought 6 more stickers. How many stickers does Anna have now?', '22', '20 - 4 + 6'],
    ['Sara has 5 apples and Tom has 7 apples. How many apples do they have altogether?', '12', '5 + 7'],
    ['Sara has 5 apples and Tom has 7 apples. How many more apples does Tom have than Sara?', '2', '7 - 5'],
    ['Sara has 5 apples and Tom has 7 apples. How many fewer apples does Sara have than Tom?', '2', '7 - 5'],
    ['Tom has 5 apples and Sara has 3 apples. Tom gives 2 apples to Sara. How many apples does Sara have now?', '5', '3 + 2'],
    ['Tom has $20. He spends $5 on lunch. How much money does he have left?', '15', '20 - 5'],
  ])('%s', (text, answer, setup) => expectSolved(readCountProblem(text), answer, setup));

  it.each([
    // Another kind of thing, someone the story never introduced, a pronoun with two people, more given than owned.
    'Tom has 5 apples and buys 7 pears. How many apples does he have now?',
    'Tom has 5 apples. He buys 7 more. How many apples does Sara have?',
    'Tom has 5 apples and Sara has 3 apples. He gives 2 to Sara. How many apples does Sara have now?',
    'Tom has 5 apples. He eats 7 apples. How many apples does he have left?',
    'Sara has 5 apples and Tom has 7 apples. How many more apples does Sara have than Tom?',
    // Quantities our patterns do not model.
    'Tom has 5 apples and buys 7 more apples for $3. How many apples does he have?',
    'Tom has 5 boxes of 6 apples. How many apples does he have?',
    'Tom has 5 apples. How many apples will he have after buying 3 more?',
  ])('refuses: %s', (text) => expect(readCountProblem(text)).toBeNull());
});
