import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { namesInsideLongerName, picksOneOfGroup } from './doubt-name-inside-longer';

const CANALS =
  'The Erie Canal was chartered in 1817. When it opened in 1825, shipping costs fell. The Wabash and Erie Canal, which opened in the early 1840s, stretched over 450 miles.';

describe('namesInsideLongerName', () => {
  it('doubts a sentence that holds the asked name only as the tail of a compound name (was "1840s", s43)', () => {
    expect(namesInsideLongerName('When did the Erie Canal open?', 'The Wabash and Erie Canal, which opened in the early 1840s, stretched over 450 miles.')).toBe(true);
    const answer = answerFromMaterial(readQuestion('When did the Erie Canal open?'), CANALS);
    expect(answer.confident && answer.text === 'early 1840s').toBe(false);
  });
  it('leaves the name alone where it stands by itself, where the question says the longer name, and for two people', () => {
    expect(namesInsideLongerName('When did the Erie Canal open?', 'The Erie Canal opened in 1825.')).toBe(false);
    expect(namesInsideLongerName('When did the Wabash and Erie Canal open?', 'The Wabash and Erie Canal opened in the early 1840s.')).toBe(false);
    expect(namesInsideLongerName('Who flew with Robert Crippen?', 'John Young and Robert Crippen flew the first mission.')).toBe(false);
  });
});

describe('picksOneOfGroup', () => {
  it('doubts "one of his students" as a count (was "one", s43), not "three of them"', () => {
    expect(picksOneOfGroup('one', ' of his students, went on')).toBe(true);
    expect(picksOneOfGroup('three', ' of them survived')).toBe(false);
    expect(picksOneOfGroup('one', ' student stayed')).toBe(false);
  });
  it('gives hints, not "one", for a count the material does not state', () => {
    const answer = answerFromMaterial(readQuestion('How many students did Wundt train?'), 'Wundt founded a laboratory. Edward Titchener, one of his students, went on to develop structuralism.');
    expect(answer.confident && answer.text === 'one').toBe(false);
  });
});
