import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';

// Sentences of our own, not from any eval set.
const MATERIAL =
  'Mary Ann Evans wrote her first novel in 1858. It was published the next year under the pen name "George Eliot", which she kept for the rest of her life. Critics praised it.';

describe('findPenName', () => {
  it('answers the pen name the material ties to the person asked', () => {
    expect(answerOf('What pen name did Evans use?', MATERIAL)).toBe('George Eliot');
  });

  it('leaves it open when the material gives two pen names, or when the person is not near it', () => {
    const two = `${MATERIAL} Her friend Anne Hale wrote under the pen name Robert Grey.`;
    expect(answerOf('What pen name did Evans use?', two)).not.toBe('George Eliot');
    expect(answerOf('What pen name did Dickens use?', MATERIAL)).toBeNull();
  });
});

function answerOf(question: string, material: string): string | null {
  const answer = answerFromMaterial(readQuestion(question), material);
  return answer.confident ? (answer.text ?? null) : null;
}
