import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseForEvery', () => {
  it('scales "A for every B" to a third amount of one side, asked for the other', () => {
    expect(answer('A lemonade recipe uses 2 cups of lemon juice for every 7 cups of water. How many cups of lemon juice are needed for 31.5 cups of water?')).toBe('9');
    expect(answer('A school has 3 teachers for every 40 students. How many teachers does it need for 360 students?')).toBe('27');
    expect(answer('A paint mix uses 5 liters of white for every 2 liters of blue. How many liters of blue go with 12.5 liters of white?')).toBe('5');
  });

  it('refuses a third amount in another unit or of neither kind, and a question that names neither side', () => {
    expect(answer('A lemonade recipe uses 2 cups of lemon juice for every 7 cups of water. How many cups of lemon juice are needed for 3 gallons of water?')).toBeNull();
    expect(answer('A lemonade recipe uses 2 cups of lemon juice for every 7 cups of water. How many cups of sugar are needed for 31.5 cups of water?')).toBeNull();
    expect(answer('A school has 3 teachers for every 40 students. How many rooms does it need for 360 students?')).toBeNull();
  });
});

describe('readLooseForEvery, session 31: a word before the noun counted', () => {
  it('reads "3 adult helpers for every 20 children" by the noun the question counts', () => {
    expect(answer('The camp needs 3 adult helpers for every 20 children. If 140 children come, how many helpers are needed?')).toBe('21');
    expect(answer('The camp needs 3 adult helpers for every 20 children. If 140 children come, how many adult helpers are needed?')).toBe('21');
    expect(answer('The camp needs 3 adult helpers for every 20 children. If 140 children come, how many buses are needed?')).toBeNull();
  });
});
