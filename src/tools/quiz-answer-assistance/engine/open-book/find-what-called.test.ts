import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';

// Sentences of our own, not from any eval set.
describe('findWhatCalled', () => {
  it('answers "What did people call X?" from ", which people called Y"', () => {
    const material = 'The winter floods, which farmers called the grey tides, drowned the lower fields. Many families moved away.';
    expect(answerOf('What did farmers call the winter floods?', material)).toBe('grey tides');
  });

  it('answers from "The sailors called this Y" with the thing in the sentence before', () => {
    const material = 'Ships waited for weeks when the wind dropped in the middle of the ocean. The sailors called this the doldrums. Food ran short.';
    expect(answerOf('What did sailors call the wind dropping?', material)).toBe('doldrums');
  });

  it('leaves it open when the caller or the thing is not there, or two names are given', () => {
    const material = 'The winter floods, which farmers called the grey tides, drowned the lower fields. Many families moved away.';
    expect(answerOf('What did fishermen call the winter floods?', material)).toBeNull();
    const two = `${material} The spring floods, which farmers called the green tides, were milder. The winter floods, which farmers called the black water, came at night.`;
    expect(answerOf('What did farmers call the winter floods?', two)).toBeNull();
  });
});

function answerOf(question: string, material: string): string | null {
  const answer = answerFromMaterial(readQuestion(question), material);
  return answer.confident ? (answer.text ?? null) : null;
}
