import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseOneAge (session 44)', () => {
  it('moves one person’s age from the time said to the time asked', () => {
    expect(answer('In 8 years, Kim will be 30. How old was she 5 years ago?')).toBe('17');
    expect(answer('Sam is 14. how old will he be in 6 years')).toBe('20');
    expect(answer('5 years ago, Leo was 9. How old is he now?')).toBe('14');
  });

  it('refuses a second person, a multiple of an age, and a tense that does not fit its time', () => {
    expect(answer('In 8 years, Kim will be 30. Her brother is 3 years older. How old is he now?')).toBeNull();
    expect(answer('In 8 years, Kim will be twice as old as she was 4 years ago. How old is she now?')).toBeNull();
    expect(answer('In 8 years, Kim was 30. How old is she now?')).toBeNull();
  });
});
