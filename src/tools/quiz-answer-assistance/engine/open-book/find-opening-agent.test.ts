import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { findOpeningAgent } from './find-opening-agent';
import { indexMaterial } from './index-material';

const CANAL = 'The result was the Erie Canal. Chartered in 1817 by the state of New York, the canal took seven years to complete.';

describe('findOpeningAgent', () => {
  it('answers the doer of an opening participle with "by" (refused before, s43)', () => {
    expect(findOpeningAgent('Which state chartered the Erie Canal?', indexMaterial(CANAL))?.text).toBe('the state of New York');
    const answer = answerFromMaterial(readQuestion('Which state chartered the Erie Canal?'), CANAL);
    expect([answer.text, answer.confident]).toEqual(['the state of New York', true]);
  });
  it('gives nothing when the sentence goes on about another thing, or the verb is another', () => {
    expect(findOpeningAgent('Which state chartered the Erie Canal?', indexMaterial('Chartered in 1817 by the state of New York, the bank opened in 1818.'))).toBeNull();
    expect(findOpeningAgent('Which state funded the Erie Canal?', indexMaterial(CANAL))).toBeNull();
  });
});
