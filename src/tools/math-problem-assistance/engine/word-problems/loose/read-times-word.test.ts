import { describe, expect, it } from 'vitest';
import { readTimesWord, TIMES_PATTERN } from './read-times-word';

describe('readTimesWord', () => {
  it.each([
    ['twice', 2],
    ['thrice', 3],
    ['half', 0.5],
    ['three times', 3],
    ['ten times', 10],
    ['2.5 times', 2.5],
    ['12 times', 12],
  ])('reads "%s" as %d', (phrase, factor) => expect(readTimesWord(phrase)).toBe(factor));

  it('reads no factor from words that are not a multiplier', () => {
    expect(readTimesWord('many times')).toBeUndefined();
    expect(readTimesWord('times')).toBeUndefined();
  });

  it('matches as one group inside a larger pattern', () => {
    const match = 'one is four times the other'.match(new RegExp(String.raw`^one is ${TIMES_PATTERN} the other$`));
    expect(match?.slice(1)).toEqual(['four times']);
  });
});
