import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;
const meaning = (text: string) => readLooseProblem(text)?.answerMeaning ?? null;

describe('readLooseShapes with a change of unit', () => {
  it('works the measure out in the sides’ unit, then converts it to the unit asked', () => {
    expect(answer('The den floor is 18 ft by 10 ft. How many square yards of flooring does it take?')).toBe('20');
    expect(meaning('The den floor is 18 ft by 10 ft. How many square yards of flooring does it take?')).toBe('the area in square yards');
    expect(answer('a rectangular poster is 60 cm wide and 90 cm long. whats its area in square meters')).toBe('0.54');
    expect(answer('A rectangular dog run is 24 feet long and 12 feet wide. What is its perimeter in yards?')).toBe('24');
    expect(answer('A deck is 12 ft by 9 ft and the boards cost $30 per square yard. How much will the boards cost?')).toBe('360');
  });

  it('refuses sides in two units, or an asked unit that does not fit the measure', () => {
    expect(answer('The den floor is 6 yards by 10 ft. How many square yards of flooring does it take?')).toBeNull();
    expect(answer('The den floor is 18 ft by 10 ft. What is its area in yards?')).toBeNull();
  });
});

describe('areas asked in a unit written with its power (cm², m^2)', () => {
  const answerOf = (text: string) => readLooseProblem(text)?.answer ?? null;
  it('reads cm² and cm^2 as square centimetres in the question', () => {
    expect(answerOf('a triangle has a base of 10 cm and a height of 6 cm. find the area in cm²')).toBe('30');
    expect(answerOf('a rectangle is 8 cm long and 5 cm wide. what is its area in cm^2')).toBe('40');
    expect(answerOf('a rectangle is 8 m long and 5 m wide. find its area in cm²')).toBe('400000');
  });
});
