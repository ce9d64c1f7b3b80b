import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseAsLongAs (session 44)', () => {
  it('splits a whole in two parts, one k times the other, and gives the part asked', () => {
    expect(answer('a board 12 feet long is cut into two pieces so that one piece is twice as long as the other. how long is the longer piece')).toBe('8');
    expect(answer('a rope 30 m long is cut into two pieces so that one piece is 4 times as long as the other. how long is the shorter piece')).toBe('6');
    expect(answer('The trip home took twice as long as the trip there. If the whole trip took 6 hours, how many hours did the trip there take?')).toBe('2');
  });

  it('reads one worker k times as slow as another, with the time together', () => {
    expect(answer('It takes Tom twice as long as Ana to mow the lawn. Together they can mow it in 4 hours. How many hours would it take Ana alone?')).toBe('6');
    expect(answer('It takes Tom twice as long as Ana to mow the lawn. Together they can mow it in 4 hours. How many hours would it take Tom alone?')).toBe('12');
  });

  it('refuses the whole asked, no whole said, a second number, and a worker not named in the question', () => {
    expect(answer('a board 12 feet long is cut into two pieces so that one piece is twice as long as the other. how long is the board')).toBeNull();
    expect(answer('The trip home took twice as long as the trip there. The trip there took 2 hours. How many hours did the trip home take?')).toBeNull();
    expect(answer('a board 12 feet long is cut into two pieces so that one piece is twice as long as the other plus 3 feet. how long is the longer piece')).toBeNull();
    expect(answer('It takes Tom twice as long as Ana to mow the lawn. Together they can mow it in 4 hours. How many hours would it take them?')).toBeNull();
    // A part's length is not the whole.
    expect(answer('a board is cut into two pieces so that one piece is twice as long as the other. the shorter piece is 4 feet. how long is the longer piece')).toBeNull();
  });
});
