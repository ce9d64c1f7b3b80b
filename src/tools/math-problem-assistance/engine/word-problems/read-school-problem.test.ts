import { describe, expect, it } from 'vitest';
import { checkWordSteps } from './check-word-steps';
import { readSchoolProblem } from './read-school-problem';

const answer = (text: string) => readSchoolProblem(text)?.answer ?? null;

describe('readSchoolProblem', () => {
  it('reads each common school kind into equations and solves them', () => {
    expect(answer('A jacket costs $60 and is 20% off. What is the sale price?')).toBe('48');
    expect(answer('After a 10% discount a bike costs $180. What was the original price?')).toBe('200');
    expect(answer('a cyclist rides at 15 km/h for 3 hours. how far does she go?')).toBe('45');
    expect(answer('How many liters of a 20% acid solution must be mixed with 10 liters of a 50% acid solution to get a 30% acid solution?')).toBe('20');
    expect(answer('Sam can paint a room in 6 hours and Jo can paint it in 3 hours. How long will it take them working together?')).toBe('2');
    expect(answer('Find three consecutive odd integers whose sum is 51. What is the largest?')).toBe('19');
    expect(answer('The length of a rectangle is 4 more than its width and its area is 60. Find the width.')).toBe('6');
    expect(answer('A father is three times as old as his son. In 12 years he will be twice as old as his son. How old is the son now?')).toBe('12');
    expect(answer('I have $2.40 in dimes and quarters, 15 coins in all. How many quarters do I have?')).toBe('6');
  });

  it('reads "$8 for adults" as money and shows the equations it solved', () => {
    const reading = readSchoolProblem('Tickets cost $8 for adults and $5 for children. 20 tickets were sold for $130. How many adult tickets were sold?');
    expect(reading?.answer).toBe('10');
    expect(reading?.setup).toEqual({ kind: 'equations', equations: ['a + b = 20', '8 * a + 5 * b = 130'], unknown: 'a' });
  });

  it('every step it writes holds when the answer is put back', () => {
    const reading = readSchoolProblem('Tom is 4 years older than Ann. The sum of their ages is 30. How old is Ann?')!;
    expect(reading.answer).toBe('13');
    expect(checkWordSteps(reading.steps).every(Boolean)).toBe(true);
  });

  it('refuses a story whose numbers do not fit it: no fractional tickets, no even "odd" integers', () => {
    expect(answer('Tickets cost $8 for adults and $5 for children. 20 tickets were sold for $131. How many adult tickets were sold?')).toBeNull();
    expect(answer('The sum of three consecutive odd integers is 72. What is the smallest?')).toBeNull();
    expect(answer('The sum of three consecutive integers is 71. What is the smallest?')).toBeNull();
  });

  it('reads nothing it has no template for', () => {
    expect(answer('A farmer has some cows and chickens with 50 legs in all. How many cows are there?')).toBeNull();
  });
});
