import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';

// Sentences of our own, not from any eval set.
const MATERIAL = 'Lake Orra is a deep lake in the hills, on the border between Peru and Bolivia. It freezes every winter. Fishing boats sail from Varby and Holm.';

describe('findAskedPair', () => {
  it('answers "Which two countries…?" with the one pair the sentence names', () => {
    expect(answerOf('Which two countries is Lake Orra between?', MATERIAL)).toBe('Peru and Bolivia');
  });

  it('takes only names of the asked kind', () => {
    const canal = 'The Weld Canal links the Grey Sea and the Amber Sea, joining Norland and Estmark by water. It opened in 1890.';
    expect(answerOf('Which two seas does the Weld Canal link?', canal)).toBe('the Grey Sea and the Amber Sea');
    const continents = 'The Weld Canal links Europe and Asia by the Grey Sea and the Amber Sea. It opened in 1890.';
    expect(answerOf('Which two seas does the Weld Canal link?', continents)).not.toBe('Europe and Asia');
  });

  it('leaves it open when the sentence names two pairs or a longer list', () => {
    expect(answerOf('Which two countries is Lake Orra between?', 'Lake Orra lies between Peru and Bolivia, and its river runs between Chile and Ecuador.')).toBeNull();
    expect(answerOf('Which two countries is Lake Orra between?', 'Lake Orra lies between Peru, Bolivia and Chile. It freezes.')).not.toBe('Bolivia and Chile');
  });
});

function answerOf(question: string, material: string): string | null {
  const answer = answerFromMaterial(readQuestion(question), material);
  return answer.confident ? (answer.text ?? null) : null;
}
