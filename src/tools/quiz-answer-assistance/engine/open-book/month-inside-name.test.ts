import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';

// Sentences of our own, not from any eval set.
describe('a month name inside a person\'s name', () => {
  it('is one of the given names ("Karl August Weber"), so the name is one answer', () => {
    const material = 'Glass frogs live in the cloud forests of Ecuador. They were first described in 1851 by the Austrian naturalist Karl August Weber. Their skin is see-through.';
    const answer = answerFromMaterial(readQuestion('Who first described glass frogs?'), material);
    expect(answer.confident ? answer.text : null).toBe('Karl August Weber');
  });

  it('is still a month beside a day or a year', () => {
    const material = 'The bridge opened in August 1851. It was designed by Karl Weber, who lived in Vienna.';
    const answer = answerFromMaterial(readQuestion('When did the bridge open?'), material);
    expect(answer.confident ? answer.text : null).toBe('August 1851');
  });
});
