import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('readLooseProbability', () => {
  it('counts one pick from counted kinds, equal numbered outcomes, and one coin flipped n times', () => {
    expect(answer('A drawer holds 3 white socks, 5 grey socks and 2 black socks. Ana grabs one sock at random. What is the probability it is grey?')).toBe('0.5');
    expect(answer('A drawer holds 3 white socks, 5 grey socks and 2 black socks. Ana grabs one sock at random. What is the probability that it is not black?')).toBe('0.8');
    expect(answer('a wheel has 10 equal slices numbered 1 to 10. whats the probability of landing on a number less than 4')).toBe('0.3');
    expect(answer('You roll a fair die once. What is the probability of rolling an odd number?')).toBe('0.5');
    expect(answer('Lia tosses a fair coin four times. What is the probability of tails every time?')).toBe('0.0625');
  });

  it('refuses two picks, a kind not counted, and outcomes not said to be equal', () => {
    expect(answer('A drawer holds 3 white socks, 5 grey socks and 2 black socks. Ana grabs two socks at random. What is the probability both are grey?')).toBeNull();
    expect(answer('A drawer holds 3 white socks, 5 grey socks and 2 black socks. Ana grabs one sock at random. What is the probability it is blue?')).toBeNull();
    expect(answer('a wheel has 10 slices numbered 1 to 10. whats the probability of landing on a number less than 4')).toBeNull();
  });
});
