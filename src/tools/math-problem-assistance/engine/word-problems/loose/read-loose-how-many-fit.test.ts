import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseHowManyFit', () => {
  it('counts the whole pieces of one size in an amount, in the piece’s unit', () => {
    expect(answer('A jug holds 3 liters of juice. How many 200 mL cups can it fill?')).toBe('15');
    expect(answer('How many pieces that are 2 1/2 inches long can be cut from a strip that is 17 1/2 inches long?')).toBe('7');
    expect(answer('A spool has 5 m of wire. How many 30 cm pieces can be cut from it?')).toBe('16');
  });

  it('refuses how many are needed (it rounds up), and sizes of different measures', () => {
    expect(answer('A spool has 5 m of wire. How many 30 cm pieces are needed?')).toBeNull();
    expect(answer('A jug holds 3 liters of juice. How many 20 cm cups can it fill?')).toBeNull();
  });
});

describe('pieces needed to cover a whole (session 44)', () => {
  it('answers when the whole is a whole number of pieces', () => {
    expect(readLooseProblem('A runner runs 400 m laps. How many laps does she need to run to cover 10 km?')?.answer).toBe('25');
  });

  it('refuses when it is not (needed pieces round up, which is not shown)', () => {
    expect(readLooseProblem('A runner runs 400 m laps. How many laps does she need to run to cover 10.1 km?')).toBeNull();
    expect(readLooseProblem('A runner runs 400 m laps. She has already run 2 km. How many laps does she need to run to cover 10 km?')).toBeNull();
  });
});
