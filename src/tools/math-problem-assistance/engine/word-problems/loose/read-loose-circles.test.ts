import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseCircles', () => {
  it('goes from any one measure of a circle to another, with the π the story says', () => {
    expect(answer('The circumference of a circle is 62.8 cm. What is its radius? (use pi = 3.14)')).toBe('10');
    expect(answer('A round table has a diameter of 14 dm. Using 22/7 for pi, what is its circumference?')).toBe('44');
  });

  it('uses π itself when the answer is to be rounded, and finds round solids’ volumes', () => {
    expect(answer('What is the area of a circle with a radius of 5 m? Round to the nearest tenth.')).toBe('78.5');
    expect(answer('A can is a cylinder with a diameter of 8 cm and a height of 12 cm. What is its volume? Round to the nearest whole number.')).toBe('603');
    expect(answer('A ball has a radius of 3 inches. Find its volume. Use 3.14 for pi.')).toBe('113.04');
  });

  it('refuses an exact π with no rounding, two sizes at once, and an area given (a square root)', () => {
    expect(answer('What is the area of a circle with a radius of 5 m?')).toBeNull();
    expect(answer('A circle has a radius of 5 m and a diameter of 10 m. What is its area? Use 3.14 for pi.')).toBeNull();
    // (Read since session 29: π r² = A solved for r > 0 with the π stated.)
    expect(answer('The area of a circle is 78.5 square meters. What is its radius? Use 3.14 for pi.')).toBe('5');
  });
});

describe('readLooseCircles, session 29', () => {
  it('finds the radius from the area with the π the story states (π r² = A, r > 0), and refuses with no π stated', () => {
    expect(answer('The area of a circle is 616 square cm. Using 22/7 for pi, what is the radius of the circle in cm?')).toBe('14');
    expect(answer('A circle has an area of 314 square feet. What is its diameter? Use 3.14 for pi.')).toBe('20');
    expect(answer('The area of a circle is 616 square cm. What is the radius of the circle in cm?')).toBeNull();
    // √(100/3.14) is no short decimal: a rounded root is not shown.
    expect(answer('The area of a circle is 100 square cm. Using 3.14 for pi, what is the radius of the circle in cm?')).toBeNull();
  });
});
