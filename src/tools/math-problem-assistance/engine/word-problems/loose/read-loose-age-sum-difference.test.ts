import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseAgeSumDifference', () => {
  it('finds either age from the sum and the difference', () => {
    expect(answer("the sum of my age and my brother's age is 27. i'm 3 years older than him. how old am i")).toBe('15');
    expect(answer('The sum of the ages of Ana and Ben is 30. Ana is 4 years younger than Ben. How old is Ben?')).toBe('17');
    expect(answer('The sum of the ages of Ana and Ben is 30. Ana is 4 years younger than Ben. How old is Ana?')).toBe('13');
  });

  it('refuses an age below zero, a person asked by a pronoun, and both asked', () => {
    expect(answer('The sum of the ages of Ana and Ben is 10. Ana is 14 years younger than Ben. How old is Ana?')).toBeNull();
    expect(answer("the sum of my age and my brother's age is 27. i'm 3 years older than him. how old is he")).toBeNull();
    expect(answer('The sum of the ages of Ana and Ben is 30. Ana is 4 years younger than Ben. How old is Ana and how old is Ben?')).toBeNull();
  });
});

describe('readLooseAgeSumDifference: "how old is my brother"', () => {
  it('does not take "my" for the one speaking', () => {
    // Read as "how old am I" at first (16, the older): the brother is the younger, 11.
    expect(answer("me and my brother's ages add up to 27 and i'm 5 years older than him. how old is my brother")).not.toBe('16');
  });
});
