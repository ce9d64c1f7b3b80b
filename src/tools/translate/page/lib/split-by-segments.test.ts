import { describe, expect, it } from 'vitest';
import { splitBySegments } from './split-by-segments';

describe('splitBySegments', () => {
  it('marks each sentence and keeps the spacing between them, so the text reads exactly as written', () => {
    const text = 'Hello there.  How are you?\nFine.';
    const pieces = splitBySegments(text, ['Hello there. ', 'How are you?', 'Fine.']);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces.filter((piece) => piece.segment !== null).map((piece) => [piece.segment, piece.text])).toEqual([
      [0, 'Hello there.'],
      [1, 'How are you?'],
      [2, 'Fine.'],
    ]);
  });

  it('skips a sentence it cannot find without losing the rest of the text', () => {
    const pieces = splitBySegments('One. Two. Three.', ['One.', 'Missing.', 'Three.']);
    expect(pieces.map((piece) => piece.text).join('')).toBe('One. Two. Three.');
    expect(pieces.find((piece) => piece.text === 'Three.')?.segment).toBe(2);
    expect(pieces.some((piece) => piece.segment === 1)).toBe(false);
  });

  it('finds a repeated sentence at its own place, not the first occurrence', () => {
    const pieces = splitBySegments('Yes. No. Yes.', ['Yes.', 'No.', 'Yes.']);
    expect(pieces.map((piece) => piece.segment)).toEqual([0, null, 1, null, 2]);
  });
});
