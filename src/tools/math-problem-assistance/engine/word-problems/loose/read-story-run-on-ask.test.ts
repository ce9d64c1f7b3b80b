import { describe, expect, it } from 'vitest';
import { readStory } from './read-story';

// Session 45: "when will" typed straight after the facts opens the question.
describe('readStory, a question run on with "when will"', () => {
  it('takes "when will …" after the facts as the question', () => {
    expect(readStory('one candle is 30 inches tall and burns 3 inches an hour. if they are lit together when will they be the same height')?.ask).toBe('when will they be the same height');
  });

  it('leaves "when will" that is the object of a verb in the facts, and finds no question', () => {
    expect(readStory('a candle is 30 inches tall. nobody knows when will it burn out')).toBeNull();
  });
});
