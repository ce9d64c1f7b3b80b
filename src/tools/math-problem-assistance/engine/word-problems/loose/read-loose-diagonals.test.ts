import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseDiagonals', () => {
  it('finds a square’s or a rectangle’s diagonal by Pythagoras', () => {
    expect(answer('A square has a perimeter of 20 cm. How long is its diagonal? Round to the nearest tenth.')).toBe('7.1');
    expect(answer('A rectangular field is 80 m long and 60 m wide. How long is the diagonal path across it?')).toBe('100');
    expect(answer('A door is 3 by 4 feet. What is the length of its diagonal?')).toBe('5');
  });

  it('refuses a rounding it cannot read, a number with no role, and two shapes', () => {
    expect(answer('A door is 30 by 70 inches. What is the length of its diagonal? Round to the nearest inch.')).toBeNull();
    expect(answer('A rectangular field is 80 m long and 60 m wide and has 4 gates. How long is the diagonal?')).toBeNull();
    expect(answer('A square has a side of 5 cm and sits in a rectangle. How long is its diagonal?')).toBeNull();
  });
});
