import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkDoQuestionAgreement } from './do-question-agreement';

describe('checkDoQuestionAgreement', () => {
  const fix = (text: string) => acceptAll((t) => checkDoQuestionAgreement(t), text);
  it('makes do-support agree with the question subject', () => {
    expect(fix('Does your parents know about it?')).toBe('Do your parents know about it?');
    expect(fix('Where does the new students sit?')).toBe('Where do the new students sit?');
    expect(fix("Doesn't your friends want to come?")).toBe("Don't your friends want to come?");
    expect(fix('Do your brother play tennis?')).toBe('Does your brother play tennis?');
    expect(fix('Has your parents ever visited London?')).toBe('Have your parents ever visited London?');
    expect(fix('Is your friends coming tonight?')).toBe('Are your friends coming tonight?');
    expect(fix('Where is the keys to the car?')).toBe('Where are the keys to the car?');
  });
  it('leaves agreeing questions, possessors and group nouns', () => {
    for (const text of [
      'Do your parents know about it?', 'Does your brother play tennis?', "Does your parents' house have a garden?",
      'Does the team train on Sundays?', 'Does physics interest you?', 'What does the data show?', 'Do you know them?',
      'I do my homework at night.', 'Are the sheep in the field?', 'Is the students union open?', 'Is there any milk?',
      'Has the news reached you?', 'Are you sure?', 'The keys are in the car.', 'Is your parents\' car here?',
    ]) expect(fix(text)).toBe(text);
  });
});

describe('checkDoQuestionAgreement past a phrase after the subject', () => {
  const fix = (text: string) => acceptAll((t) => checkDoQuestionAgreement(t), text);
  it('reads the subject head across prepositional phrases and adverbs', () => {
    expect(fix('When does the players of the visiting team usually arrive at the ground?')).toBe('When do the players of the visiting team usually arrive at the ground?');
    expect(fix('Do the owner of the two cafés live in the village?')).toBe('Does the owner of the two cafés live in the village?');
  });
  it('leaves agreeing questions and group heads', () => {
    for (const text of [
      'When do the players of the visiting team usually arrive at the ground?', 'Does the owner of the two cafés live in the village?',
      'Does the team of nurses work at night?', 'Where does the staff of the museum park?',
    ]) expect(fix(text)).toBe(text);
  });
});
