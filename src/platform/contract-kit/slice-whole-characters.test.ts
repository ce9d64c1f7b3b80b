import { describe, expect, it } from 'vitest';
import { sliceCoveringCharacters, sliceWholeCharacters } from './slice-whole-characters';

/** Half of a surrogate pair anywhere in the text: what PostgreSQL refuses in jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

describe('sliceWholeCharacters', () => {
  it('is String.prototype.slice on text without characters outside the BMP', () => {
    for (const [start, end] of [[0, 3], [2, 5], [-3, undefined], [0, -2], [4, 2], [0, 99]] as const) {
      expect(sliceWholeCharacters('caféteria', start, end)).toBe('caféteria'.slice(start, end));
    }
  });

  it('moves a cut that falls inside an emoji inward, never returning more than asked', () => {
    const text = '𝂮🝱'.repeat(3); // six characters, twelve code units
    expect(sliceWholeCharacters(text, 0, 3)).toBe('𝂮');
    expect(sliceWholeCharacters(text, 1, 6)).toBe('🝱𝂮');
    expect(sliceWholeCharacters(text, -3)).toBe('🝱');
    expect(sliceWholeCharacters('a🝱', 0, 2)).toBe('a');
    expect(sliceWholeCharacters('🝱', 0, 1)).toBe('');
    for (let start = 0; start <= text.length; start++) {
      for (let end = start; end <= text.length; end++) {
        const piece = sliceWholeCharacters(text, start, end);
        expect(piece).not.toMatch(LONE_SURROGATE);
        expect(piece.length).toBeLessThanOrEqual(end - start);
      }
    }
  });
});

describe('sliceCoveringCharacters', () => {
  it('moves a cut that falls inside an emoji outward, keeping every character it touches', () => {
    expect(sliceCoveringCharacters('2x+𳂂', 3, 4)).toBe('𳂂');
    expect(sliceCoveringCharacters('𳂂x = 2', 0, 1)).toBe('𳂂');
    expect(sliceCoveringCharacters('a🝱b', 2, 4)).toBe('🝱b');
    expect(sliceCoveringCharacters('plain', 1, 3)).toBe('la');
  });
});
