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
  });
  it('leaves agreeing questions, possessors and group nouns', () => {
    for (const text of [
      'Do your parents know about it?', 'Does your brother play tennis?', "Does your parents' house have a garden?",
      'Does the team train on Sundays?', 'Does physics interest you?', 'What does the data show?', 'Do you know them?',
      'I do my homework at night.',
    ]) expect(fix(text)).toBe(text);
  });
});
