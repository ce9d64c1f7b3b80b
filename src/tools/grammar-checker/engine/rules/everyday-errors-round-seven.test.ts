import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkEmotionAdjectives } from './emotion-adjectives';
import { checkOverregularizedPast } from './overregularized-past';
import { checkPhrasePatterns } from './phrase-patterns';
import { checkRelativeClauseAgreement } from './relative-clause-agreement';
import { checkVerbFormAfterBeHave } from './verb-form-after-be-have';

// Issue 33, seventh round: families widened in existing rules, each with a wrong and a right sentence.
describe('seventh-round additions to existing rules', () => {
  it('"keep" takes -ing, but "kept to schedule" stays', () => {
    const fix = (text: string) => acceptAll(checkPhrasePatterns, text);
    expect(fix('She keeps to forget her password.')).toBe('She keeps forgetting her password.');
    expect(fix('We kept to schedule.')).toBe('We kept to schedule.');
    expect(fix('Please keep to the path.')).toBe('Please keep to the path.');
  });
  it('a clock time takes "at"; a date or a duration keeps its preposition', () => {
    const fix = (text: string) => acceptAll(checkPhrasePatterns, text);
    expect(fix('The meeting is on 3 pm in the main room.')).toBe('The meeting is at 3 pm in the main room.');
    // Guard from the human-text check: "the police interview [on 13 July]".
    for (const text of ['We meet in 10 minutes.', "Let's meet on 3 May.", 'The meeting is at 3 pm.', 'prior to the police interview [on 13 July].']) expect(fix(text)).toBe(text);
  });
  it('"and than" + a verb is "and then"; a comparison keeps "than"', () => {
    const fix = (text: string) => acceptAll(checkPhrasePatterns, text);
    expect(fix('Whisk the eggs in a bowl and than add the milk.')).toBe('Whisk the eggs in a bowl and then add the milk.');
    expect(fix('It was cheaper and than expected.')).toBe('It was cheaper and than expected.');
  });
  it('"to be" + bare verb is a passive; adjectives after "be" stay', () => {
    const fix = (text: string) => acceptAll(checkVerbFormAfterBeHave, text);
    expect(fix('The chicken needs to be cook for forty minutes.')).toBe('The chicken needs to be cooked for forty minutes.');
    for (const text of ['I want to be clean.', 'You need to be present.', 'To be honest, I forgot.']) expect(fix(text)).toBe(text);
  });
  it('"it begun" opening a clause is "it began"; "have it done" stays', () => {
    const fix = (text: string) => acceptAll(checkVerbFormAfterBeHave, text);
    expect(fix('The solution was heated until it begun to boil.')).toBe('The solution was heated until it began to boil.');
    expect(fix("Let's have it done by Friday.")).toBe("Let's have it done by Friday.");
  });
  it('an over-regularised verb after "be" gets its participle', () => {
    const fix = (text: string) => acceptAll((t) => checkOverregularizedPast(t), text);
    expect(fix('The lab coats must be weared at all times.')).toBe('The lab coats must be worn at all times.');
    expect(fix('They weared coats.')).toBe('They wore coats.');
  });
  it('a person is "interested in"; a thing may be "interesting in" a way', () => {
    const fix = (text: string) => acceptAll(checkEmotionAdjectives, text);
    expect(fix('The new intern is very interesting in data analysis.')).toBe('The new intern is very interested in data analysis.');
    for (const text of ['She is interesting in many ways.', 'The book is very interesting in parts.']) expect(fix(text)).toBe(text);
  });
  it('be/have after "that" agrees with the noun before it, not after a verb of telling', () => {
    const fix = (text: string) => acceptAll((t) => checkRelativeClauseAgreement(t), text);
    expect(fix('Please find attached the invoices that was sent last week.')).toBe('Please find attached the invoices that were sent last week.');
    for (const text of ['I told the clients that was impossible.', 'The data that was collected is here.', 'These are the kind of problems that is common.',
      // Guards from the human-text check: the head is another noun, or the noun itself is the slip.
      'We propose two features for importance weighting that are applicable.', 'the expectations of an African-American woman that have been placed upon me',
      'I build two question answering system that have good performance.'])
      expect(fix(text)).toBe(text);
  });
});
