import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { retagQuestionVerb } from './retag-question-verb';
import { tagSentence } from './tag-sentence';

const lastTag = (question: string) => {
  const tokens = retagQuestionVerb(tagSentence(question, 0));
  const last = tokens[tokens.length - 2]!;
  return `${last.text}/${last.pos}`;
};

describe('retagQuestionVerb', () => {
  it('reads the last word after "did <name>" as the verb where the tagger made it a noun', () => {
    expect(lastTag('What god did Chinggis Khan worship?')).toBe('worship/VERB');
  });
  it('leaves a question that already has its verb, or a noun after a preposition, alone', () => {
    expect(lastTag('What did the farmer plant in the spring?')).toBe('spring/NOUN');
    expect(lastTag('What did Orwell die of?')).toBe('of/ADP');
  });
  it('answers such a question from the sentence with the verb (refused before, s41)', () => {
    // The god named as one elsewhere ("Tengri, a god revered by many peoples"), as in s41's passage.
    const notes = 'A shaman said that Tengri, a god revered by many peoples, granted Temur Khan authority. Temur Khan, who continued to worship Tengri, granted tax exemptions to all religious leaders.';
    const answer = answerFromMaterial(readQuestion('What god did Temur Khan worship?'), notes);
    expect([answer.text, answer.confident]).toEqual(['Tengri', true]);
  });
});
