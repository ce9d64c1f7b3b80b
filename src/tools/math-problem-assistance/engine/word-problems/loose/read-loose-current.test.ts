import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseCurrent', () => {
  it('solves its own speed and the wind’s or current’s from a trip with it and back against it', () => {
    expect(answer('A plane flies 1,200 miles with the wind in 2 hours. The return trip against the same wind takes 3 hours. What is the speed of the wind?')).toBe('100');
    expect(answer('A boat goes 48 km downstream in 3 hours and 32 km upstream in 4 hours. What is the speed of the boat in still water?')).toBe('12');
  });

  it('refuses a number with no role and an ask that names neither speed', () => {
    expect(answer('A plane with 150 seats flies 1,200 miles with the wind in 2 hours. The return trip against the same wind takes 3 hours. What is the speed of the wind?')).toBeNull();
    expect(answer('A boat goes 48 km downstream in 3 hours and 32 km upstream in 4 hours. What is the speed?')).toBeNull();
  });
});

describe('readLooseCurrent, session 29', () => {
  it('reads "takes 3 hours to come back upstream" as the way back', () => {
    expect(answer('a boat goes 36 miles downstream in 2 hours and takes 3 hours to come back upstream. whats the speed of the current in mph')).toBe('3');
    expect(answer('a boat goes 36 miles downstream in 2 hours and takes 3 hours upstream. whats the speed of the current in mph')).toBeNull();
  });
});

describe('readLooseCurrent: one trip with the current’s speed given (session 43)', () => {
  it('reads the own speed from one trip downstream or upstream', () => {
    expect(answer('A canoe travels 30 km downstream in 3 hours. The speed of the current is 4 km/h. What is the speed of the canoe in still water?')).toBe('6');
    expect(answer('A kayak goes 9 km upstream in 3 hours against a current of 1 km/h. How fast does it go in still water?')).toBe('4');
  });

  it('refuses a speed said of the boat, and the trip’s own speed asked', () => {
    expect(answer('A canoe travels 30 km downstream in 3 hours at 10 km/h. What is the speed of the canoe in still water?')).toBeNull();
    expect(answer('A canoe travels 30 km downstream in 3 hours. The speed of the current is 4 km/h. How fast does the canoe go downstream?')).toBeNull();
  });
});
