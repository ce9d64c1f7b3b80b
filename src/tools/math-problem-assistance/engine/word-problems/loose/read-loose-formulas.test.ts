import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseProblem: formulas', () => {
  it('uses Pythagoras for legs and for a ladder', () => {
    expect(answer('What is the hypotenuse of a right triangle with legs 8 and 15?')).toBe('17');
    expect(answer('A ladder 10 m long leans against a wall with its base 6 m from the wall. How high up the wall does it reach?')).toBe('8');
  });

  it('uses the value of pi the story gives, and refuses without one', () => {
    expect(answer('Find the area of a circle with radius 10 cm. Use 3.14 for pi.')).toBe('314');
    expect(answer('A circle has a diameter of 14 in. What is its circumference? Use 22/7 for pi.')).toBe('44');
    expect(answer('Find the area of a circle with radius 10 cm.')).toBeNull();
  });

  it('reads a box, the angles of a triangle and two points', () => {
    expect(answer('A fish tank is 50 cm long, 30 cm wide and 40 cm deep. What is its volume?')).toBe('60000');
    expect(answer('The angles of a triangle are x, x + 20 and 2x degrees. What is x?')).toBe('40');
    expect(answer('Find the slope of the line through (-1, 4) and (3, -4).')).toBe('-2');
    expect(answer('Find the distance between (0, 0) and (6, 8).')).toBe('10');
  });

  it('refuses what it cannot place', () => {
    expect(answer('A box is 5 cm long and 2 cm wide. What is its volume?')).toBeNull();
    expect(answer('Find the slope of the line through (2, 3) and (2, 7).')).toBeNull();
    expect(answer('A ladder leans against a wall. It is 5 m from the wall. How high does it reach?')).toBeNull();
  });
});

describe('readLooseProblem: a square asked another way', () => {
  it('reads a square’s side asked as "how long"', () => {
    expect(answer('A square has an area of 49 square meters. How long is each side?')).toBe('7');
  });
});

describe('readLooseProblem: sizes said other ways', () => {
  it('reads a ladder sized before its noun, legs "of length", and a triangular shape', () => {
    expect(answer('A 17 ft ladder leans against a house with its foot 8 ft from the base of the house. How high up the house does it reach?')).toBe('15');
    expect(answer('A right triangle has legs of length 20 and 21. How long is the hypotenuse?')).toBe('29');
    expect(answer('A triangular flag has a base of 10 in and a height of 6 in. What is its area?')).toBe('30');
  });
});

describe('readLooseFormulas, session 29', () => {
  it("adds a right triangle's hypotenuse to its legs for the perimeter, and reads \"how many cubic feet\" as a box's volume", () => {
    expect(answer('A right triangle has legs of 6 cm and 8 cm. What is the perimeter of the triangle in cm?')).toBe('24');
    expect(answer('how many cubic feet of sand can a box hold if its 4 ft long, 2.5 ft wide and 3 ft tall')).toBe('30');
  });

  it('refuses a perimeter whose hypotenuse is not a whole root, and a box with a side missing', () => {
    expect(answer('A right triangle has legs of 2 cm and 3 cm. What is the perimeter of the triangle in cm?')).toBeNull();
    expect(answer('how many cubic feet of sand can a box hold if its 4 ft long and 3 ft tall')).toBeNull();
  });
});
