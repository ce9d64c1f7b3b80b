import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { swapsContrastSubject } from './doubt-contrast-subject';

const SENTENCE = 'While the League had required unanimous agreement among its members to take action, the UN requires only a majority vote for most resolutions.';

describe('swapsContrastSubject', () => {
  it('doubts the main clause\'s claim given to the "while" clause\'s subject (True at 0.962 before, s44)', () => {
    expect(swapsContrastSubject('The League of Nations required only a majority vote for most resolutions.', SENTENCE)).toBe(true);
    const answer = answerFromMaterial(readQuestion('True or false: The League of Nations required only a majority vote for most resolutions.'), SENTENCE);
    expect(answer.confident && answer.text === 'True').toBe(false);
  });
  it('leaves the main clause\'s own subject, and a sentence with no such opening, alone', () => {
    expect(swapsContrastSubject('The UN requires only a majority vote for most resolutions.', SENTENCE)).toBe(false);
    expect(swapsContrastSubject('The League of Nations required only a majority vote.', 'The League of Nations required only a majority vote.')).toBe(false);
  });
});
