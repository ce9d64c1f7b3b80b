import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { swapsVoice } from './judge-statement';

// Sentences of our own, not from any eval set.
const CREW = 'In 1642 a crew of Dutch sailors led by Piet Hoorn mapped the northern coast. The Althing, founded in 930, still meets.';
const verdict = (statement: string) => {
  const found = answerFromMaterial(readQuestion(`True or false: ${statement}`, ['True', 'False']), CREW);
  return found.confident ? found.text : null;
};

describe('swapsVoice: roles turned round by the voice of the same verb (s38)', () => {
  it('reads "X led by Y" against "X led Y" as swapped, and the same voice as not', () => {
    expect(swapsVoice('The Dutch sailors led Piet Hoorn.', 'a crew of Dutch sailors led by Piet Hoorn mapped the coast')).toBe(true);
    expect(swapsVoice('The Dutch sailors were led by Piet Hoorn.', 'a crew of Dutch sailors led by Piet Hoorn mapped the coast')).toBe(false);
    // A participle with no agent and no object says no voice.
    expect(swapsVoice('The Althing was founded in 930.', 'The Althing, founded in 930, still meets.')).toBe(false);
  });

  it('gives no "True" to a statement whose roles the voice reverses; keeps the one that agrees', () => {
    // Wrong before: "The French mathematicians led Alexis Clairaut" was True at 0.96 against "…mathematicians led by Alexis Clairaut".
    expect(verdict('The Dutch sailors led Piet Hoorn.')).not.toBe('True');
    expect(verdict('The Althing was founded in 930.')).toBe('True');
  });
});
