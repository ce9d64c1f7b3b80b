import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseProblem: work together, or one worker alone', () => {
  it('finds the time together, or one alone from the time together, never the one for the other', () => {
    expect(answer('Dana can clean the garage in 3 hours and Eli can clean it in 6 hours. How long will it take them together?')).toBe('2');
    expect(answer('Dana can paint the fence in 6 hours. Working together with Eli, it takes 4 hours. How many hours would Eli take alone?')).toBe('12');
    expect(answer('Dana can paint the fence in 6 hours. Together with Eli it takes 4 hours. How long do they take together?')).toBeNull();
  });
});
