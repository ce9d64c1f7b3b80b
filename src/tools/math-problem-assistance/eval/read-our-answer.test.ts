import { describe, expect, it } from 'vitest';
import type { MathResult } from '../contract';
import { readOurAnswer } from './read-our-answer';

const solved = (text: string) => ({ status: 'solved', answer: { text, latex: text } }) as unknown as MathResult;

describe('readOurAnswer', () => {
  it('reads an answer given in interval notation, with ∞ and ∪', () => {
    expect(readOurAnswer(solved('(-∞, 0)'))?.kind).toBe('intervals');
    expect(readOurAnswer(solved('(-∞, 1) ∪ [3, ∞)'))).toMatchObject({ kind: 'intervals', intervals: [{ upperClosed: false }, { lowerClosed: true }] });
    expect(readOurAnswer(solved('(-7, -2)'))?.kind).toBe('tuple');
  });

  it('still reads inequalities and values', () => {
    expect(readOurAnswer(solved('x > 2'))?.kind).toBe('intervals');
    expect(readOurAnswer(solved('x = 2 or x = 3'))?.kind).toBe('values');
  });
});
