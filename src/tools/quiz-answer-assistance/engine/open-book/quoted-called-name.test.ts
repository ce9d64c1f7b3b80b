import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { findCalledSpans } from './find-structural-spans';
import { tagSentence } from './tag-sentence';

// Sentences of our own, not from any eval set.
describe('a quoted name after "called"', () => {
  it('is read whole, without its quotes', () => {
    const spans = findCalledSpans(tagSentence('It was a ceremony called the "Marriage of the Lake", and crowds cheered.', 0));
    expect(spans.map((span) => span.words.map((word) => word.text).join(' '))).toEqual(['Marriage of the Lake']);
  });

  it('answers "What was the ceremony called?"', () => {
    const material = 'To mark the opening, the mayor poured a keg of water from the lake into the harbour, a ceremony called the "Marriage of the Lake". Crowds cheered.';
    const answer = answerFromMaterial(readQuestion('What was the ceremony at the opening called?'), material);
    expect(answer.confident ? answer.text : null).toBe('Marriage of the Lake');
  });

  it('takes no quoted clause for a name', () => {
    expect(findCalledSpans(tagSentence('He called "Stop, thief!" from the door.', 0)).map((span) => span.words.map((word) => word.text).join(' '))).not.toContain('Stop , thief !');
  });
});
