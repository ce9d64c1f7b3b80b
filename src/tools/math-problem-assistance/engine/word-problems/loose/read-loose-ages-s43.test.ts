import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseAges: wordings of session 43', () => {
  it('reads the sum of two ages some years ago', () => {
    expect(answer('Omar is three times as old as his brother. Four years ago the sum of their ages was 32. How old is Omar now?')).toBe('30');
  });

  it('answers an age at the later time the story names, and refuses "then" with no one later time', () => {
    expect(answer('Nora is 4 times as old as her niece. In 6 years, the sum of their ages will be 62. How old will Nora be then?')).toBe('46');
    expect(answer('Nora is 4 times as old as her niece. The sum of their ages is 50. How old will Nora be then?')).toBeNull();
  });
});
