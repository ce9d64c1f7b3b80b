import { describe, expect, it } from 'vitest';
import { readLooseProblem } from './index';
import { rephraseRatio } from './rephrase-ratio';

const answer = (text: string) => readLooseProblem(text)?.answer ?? null;

describe('rephraseRatio', () => {
  it('says a ratio of the things a story has as "the ratio of A to B is"', () => {
    expect(rephraseRatio('a shelter has cats and dogs in the ratio 5:2, and 18 more cats than dogs.')).toBe('a shelter has cats and dogs, and the ratio of cats to dogs is 5:2, and 18 more cats than dogs.');
  });

  it('lets the ratio reader read it, and refuses when the groups asked are not the ones in the ratio', () => {
    expect(answer('A shelter has cats and dogs in the ratio 5:2, and it has 18 more cats than dogs. How many dogs are there?')).toBe('12');
    expect(answer('A shelter has cats and dogs in the ratio 5:2, and it has 18 more cats than dogs. How many rabbits are there?')).toBeNull();
  });
});
