import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { readAskedCategory } from './find-stated-fact';
import { tagSentence } from './tag-sentence';

describe('asksAboutNoun', () => {
  it('reads "What are the islands made of?" as a question about the islands, not for an island\'s name', () => {
    expect(readAskedCategory(tagSentence('What are the floating islands made of?', 0))).toBeNull();
  });

  it('still reads a name asked by its kind', () => {
    expect(readAskedCategory(tagSentence('What is the largest city in Peru?', 0))).toBe('city');
  });

  it('gives no name from the claim for what the islands are made of', () => {
    const material = 'The Kora people live on about forty floating islands built from dried reeds, which grow in the shallows. Fishing is their main work.';
    const answer = answerFromMaterial(readQuestion('What are the floating islands made of?'), material);
    expect(answer.confident ? answer.text : null).not.toBe('Kora people');
  });
});
