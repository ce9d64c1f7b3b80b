import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const read = (text: string) => readLooseProblem(text);
const answer = (text: string) => read(text)?.answer ?? null;

describe('readLooseShapes: wordings of session 43', () => {
  it('reads a link said of "a rectangular garden", with the area asked', () => {
    expect(answer('The width of a rectangular patio is 4 ft less than its length. The perimeter of the patio is 40 ft. What is the area of the patio?')).toBe('96');
  });

  it('reads the perimeter from the area and one side', () => {
    expect(answer('A rectangular rug has an area of 24 square meters. Its length is 6 meters. Find its perimeter.')).toBe('20');
  });

  it('answers both sides, the one named first first, and refuses when no link fixes them', () => {
    const both = read('The length of a rectangle is 3 cm more than twice its width. The perimeter is 36 cm. Find the width and the length.');
    expect(both?.answer).toBe('5');
    expect(both?.others?.map((other) => other.answer)).toEqual(['13']);
    expect(answer('The perimeter of a rectangle is 36 cm. Find the width and the length.')).toBeNull();
  });
});
