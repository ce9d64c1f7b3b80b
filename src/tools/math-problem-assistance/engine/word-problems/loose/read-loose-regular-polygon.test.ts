import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseRegularPolygon', () => {
  it('finds the sides from one interior or exterior angle, and an angle from the sides', () => {
    expect(answer('Every interior angle of a regular polygon is 140 degrees. How many sides does it have?')).toBe('9');
    expect(answer('A regular polygon has exterior angles of 24 degrees each. Find the number of sides.')).toBe('15');
    expect(answer('A regular polygon has 10 sides. What is the measure of each interior angle?')).toBe('144');
  });

  it('refuses an angle no regular polygon has, a polygon not said to be regular, and an angle of no kind', () => {
    expect(answer('Each interior angle of a regular polygon measures 130 degrees. How many sides does the polygon have?')).toBeNull();
    expect(answer('One interior angle of a polygon measures 140 degrees. How many sides does the polygon have?')).toBeNull();
    expect(answer('A regular polygon has an angle of 140 degrees. How many sides does it have?')).toBeNull();
  });
});

describe('the number of sides from the sum of the interior angles (session 44)', () => {
  it('solves (n − 2) · 180 = sum for a whole n', () => {
    expect(readLooseProblem('the interior angles of a polygon add up to 1980 degrees. how many sides does it have')?.answer).toBe('13');
    expect(readLooseProblem('The sum of the interior angles of a polygon is 720 degrees. How many sides does it have?')?.answer).toBe('6');
  });

  it('refuses a sum that no polygon has', () => {
    expect(readLooseProblem('the interior angles of a polygon add up to 1000 degrees. how many sides does it have')).toBeNull();
  });
});
