import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { negatesOnlyAddedItem } from './doubt-added-negated-item';

const SENTENCE = 'Admission to membership in the United Nations requires the affirmative vote of nine Security Council members and no vetoes from within the P5.';

describe('negatesOnlyAddedItem', () => {
  it('reads "and no vetoes" as denying only that item (a False at 0.9 before, s44)', () => {
    expect(negatesOnlyAddedItem('Admission to membership in the United Nations requires the affirmative vote of nine Security Council members.', SENTENCE)).toBe(true);
    const answer = answerFromMaterial(readQuestion('True or false: Admission to membership in the United Nations requires the affirmative vote of nine Security Council members.'), SENTENCE);
    expect(answer.confident && answer.text === 'False').toBe(false);
  });
  it('leaves a statement that takes in the negated item, or that has its own "not", to the judge', () => {
    expect(negatesOnlyAddedItem('Admission requires vetoes from within the P5.', SENTENCE)).toBe(false);
    expect(negatesOnlyAddedItem('Admission does not require nine votes.', SENTENCE)).toBe(false);
    expect(negatesOnlyAddedItem('The bank held no reserves.', 'The bank held no reserves.')).toBe(false);
  });
});
