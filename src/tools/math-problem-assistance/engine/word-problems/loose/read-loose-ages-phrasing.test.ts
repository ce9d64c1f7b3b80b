import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseAges: ages said through "age"', () => {
  it('reads "X\'s age is n times Y\'s age", "his age will be double hers" and "n years from now"', () => {
    expect(answer("Mrs. Ortiz's age is 3 times her son's age. Twelve years from now her age will be just double his. Find Mrs. Ortiz's present age.")).toBe('36');
    expect(answer("Tariq is 30. Six years ago his age was double his niece's age at that time. What is the niece's age now?")).toBe('18');
    expect(answer("Zoe's age plus Max's age is 40, and Zoe is 6 years older than Max. find Zoe's age")).toBe('23');
  });

  it('refuses a pronoun it cannot place and a sum said of three people', () => {
    expect(answer("Tariq is 30 and Omar is 28. Six years ago his age was double his nephew's age at that time. What is the nephew's age now?")).toBeNull();
    expect(answer("Zoe's age plus Max's age plus Ann's age is 40, and Zoe is 6 years older than Max. find Zoe's age")).toBeNull();
  });
});
