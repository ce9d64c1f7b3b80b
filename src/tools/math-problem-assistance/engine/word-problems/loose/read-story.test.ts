import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';
import { readStory } from './read-story';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readStory: a question run on after the facts', () => {
  it('splits the ask where a question opener follows the facts with no stop between them', () => {
    expect(readStory('a pen costs $3 whats the cost of 4 pens')?.ask).toBe('whats the cost of 4 pens');
    expect(readStory('three times a number plus 4 equals 25 find the number')?.ask).toBe('find the number');
    expect(answer('two consecutive odd numbers add up to 64 what is the larger one')).toBe('33');
    expect(answer('a triangle has base 10 cm and height 7 cm whats its area')).toBe('35');
  });

  it('does not split where the opener is the object of the words before it', () => {
    expect(readStory('i want to find the number 12 and know what is left')?.ask ?? '').toBe('');
  });
});

describe('readStory: an equivalence of two units', () => {
  it('reads "1 inch = 20 miles" as a fact, not as an equation', () => {
    expect(answer('On a map 1 inch = 20 miles. Two towns are 4.5 inches apart on the map. How many miles apart are they?')).toBe('90');
    expect(answer('On a map 2 cm = 5 km. Two lakes are 7 cm apart on the map. How many km apart are they?')).toBe('17.5');
  });

  it('still refuses an equation between letters', () => {
    expect(readStory('If 2x = 10, what is x?')).toBeNull();
    expect(readStory('A number n = 5 people. How many?')).toBeNull();
  });
});

describe('readStory: misspelt keywords', () => {
  it('reads a story whose keyword is one slip off', () => {
    expect(answer('The width of a rectangle is 4 m and its perimiter is 30 m. What is its length?')).toBe('11');
  });
});

describe('readStory: two clock times are the time taken', () => {
  it('reads "at 9:40 am … at 1:10 pm" and "from 8:15 to 10:45" as the hours between them', () => {
    expect(answer('a bus left the depot at 7:50 am and reached the lake at 10:20 am. the trip is 150 km. whats the average speed in km/h')).toBe('60');
    expect(answer('Nadia cycled from 2:15 pm to 4:45 pm at 14 km/h. How far did she cycle?')).toBe('35');
    expect(answer('a night bus leaves at 11:30 pm and arrives at 2:30 am. it travels 240 km. what is its average speed in km/h')).toBe('80');
  });

  it('leaves the story as typed when one time says am or pm and the other does not, or the hours do not come out in tenths or quarters', () => {
    expect(answer('a train left at 9:40 am and arrived at 1:10. the trip is 266 km. whats the average speed in km/h')).toBeNull();
    expect(answer('a plane left at 9:40 and landed at 11:07. the flight is 500 km. what was its speed in km/h')).toBeNull();
  });
});
