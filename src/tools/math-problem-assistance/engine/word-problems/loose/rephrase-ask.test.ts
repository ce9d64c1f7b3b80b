import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';
import { rephraseAsk } from './rephrase-ask';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('rephraseAsk', () => {
  it('puts a count or a time asked in other words as "how many" and "how long"', () => {
    expect(rephraseAsk('find the number of nickels.')).toBe('how many nickels.');
    expect(rephraseAsk('how many of the campers were girls?')).toBe('how many girls?');
    expect(rephraseAsk('find the emptying time in minutes.')).toBe('how many minutes does it take.');
    expect(rephraseAsk('what is the price of one pen?')).toBe('what is the price of one pen?');
  });

  it('lets a reader read a story asked so, and still refuses a count of something not in the story', () => {
    expect(answer('A box holds 40 coins, only nickels and dimes, worth $3.10. Find the number of nickels.')).toBe('18');
    expect(answer('A fair charged $6 per child and $10 per adult. 150 visitors came and the gate took in $1,160. How many of the visitors were children?')).toBe('85');
    expect(answer('A fair charged $6 per child and $10 per adult. 150 visitors came and the gate took in $1,160. How many of the visitors were teachers?')).toBeNull();
  });
});
