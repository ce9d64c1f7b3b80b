import { describe, expect, it } from 'vitest';
import { fixSpelling } from './fix-spelling';

describe('fixSpelling', () => {
  it('puts right a keyword one slip away: a letter added, dropped, changed or two swapped', () => {
    expect(fixSpelling('the perimiter is 36 cm')).toBe('the perimeter is 36 cm');
    expect(fixSpelling('a recipie for 4 people')).toBe('a recipe for 4 people');
    expect(fixSpelling('three consecutve integers')).toBe('three consecutive integers');
    expect(fixSpelling('two consecutive intgers')).toBe('two consecutive integers');
    expect(fixSpelling('the hypotenuse and the diamter')).toBe('the hypotenuse and the diameter');
    expect(fixSpelling('a rectangel')).toBe('a rectangle');
  });

  it('leaves ordinary words, plurals and short words alone', () => {
    const plain = 'the parameters of the present recipes are original, with 2 triangles, a number, some lumber and an average';
    expect(fixSpelling(plain)).toBe(plain);
    expect(fixSpelling('two radios')).toBe('two radios');
    expect(fixSpelling('a radio')).toBe('a radio');
  });
});
