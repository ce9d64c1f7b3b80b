import { describe, expect, it } from 'vitest';
import { checkWordSteps } from '../check-word-steps';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseProblem: unit conversions', () => {
  it('converts areas and volumes said as "square" or "cubic" lengths, by the squared or cubed factor', () => {
    expect(answer('convert 2.5 square meters to square centimeters')).toBe('25000');
    expect(answer('how many square inches are in 2 square feet')).toBe('288');
    expect(answer('convert 3 sq yd to sq ft')).toBe('27');
    expect(answer('how many cubic centimeters are in 0.5 cubic meters')).toBe('500000');
    expect(readLooseProblem('convert 1.5 square meters to square centimeters')?.answerMeaning).toBe('the amount in square centimeters');
  });

  it('does not convert an area into a length', () => {
    expect(answer('convert 4 square meters to centimeters')).toBeNull();
  });

  it('converts one amount by the table of units', () => {
    expect(answer('convert 3.2 km to meters')).toBe('3200');
    expect(answer('Convert 250 cm into meters.')).toBe('2.5');
    expect(answer('How many inches are in 5 feet 4 inches?')).toBe('64');
    expect(answer('How many seconds are in 2 minutes and 15 seconds?')).toBe('135');
    expect(answer('How many ounces are in 3 pounds?')).toBe('48');
    expect(answer('What is 45 minutes in hours?')).toBe('0.75');
    expect(answer('A movie lasts 2 hours 5 minutes. How many minutes is that?')).toBe('125');
  });

  it('uses the factor the story states, in either direction', () => {
    expect(answer('A jug holds 3 quarts. There are 4 cups in a quart. How many cups is that?')).toBe('12');
    expect(answer('A soup needs 9 teaspoons of salt. There are 3 teaspoons in a tablespoon. How many tablespoons of salt is that?')).toBe('3');
    expect(answer('a race is 10 km and 1 mile = 1.6 km. how many miles is the race?')).toBe('6.25');
  });

  it('rounds when the story asks, as a checked step of its own', () => {
    const reading = readLooseProblem('a race is 10 km and 1 mile = 1.609 km. how many miles is the race, round to the nearest hundredth');
    expect(reading?.answer).toBe('6.22');
    expect(checkWordSteps(reading!.steps).every(Boolean)).toBe(true);
    expect(answer('How many yards are in 100 meters? Round to the nearest tenth.')).toBe('109.4');
  });

  it('refuses a second amount, a rate, a further step, a factor for other units, or a calendar conversion', () => {
    expect(answer('Tom ran 3 km and then 2 km. How many meters did he run?')).toBeNull();
    expect(answer('A snail moves 2 m per hour. How many cm is that?')).toBeNull();
    expect(answer('A rope is 5 m long and is cut into pieces. How many cm is each piece?')).toBeNull();
    expect(answer('A soup needs 9 teaspoons of salt. There are 16 tablespoons in a cup. How many tablespoons of salt is that?')).toBeNull();
    expect(answer('How many days are in 2 years?')).toBeNull();
    expect(answer('How many tablespoons are in 2 cups?')).toBeNull();
    expect(answer('How many meters are in 5 meters?')).toBeNull();
    expect(answer('How many minutes are in 3 hours 75 minutes?')).toBeNull();
  });
});

describe('readLooseConversion: a stated factor reached through the table', () => {
  it('turns feet into inches by the table, then uses the story’s inch', () => {
    expect(readLooseProblem('convert 6 feet 2 inches to centimeters (1 inch = 2.54 cm)')?.answer).toBe('187.96');
  });
});

