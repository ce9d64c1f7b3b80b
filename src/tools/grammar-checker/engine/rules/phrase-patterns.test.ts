import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkPhrasePatterns } from './phrase-patterns';

describe('checkPhrasePatterns', () => {
  const fix = (text: string) => acceptAll(checkPhrasePatterns, text);
  it('gerund after enjoy/avoid/suggest, worth and "thank you for"', () => {
    expect(fix('They enjoy to swim in the lake.')).toBe('They enjoy swimming in the lake.');
    expect(fix('She suggested to take a taxi.')).toBe('She suggested taking a taxi.');
    expect(fix('The museum is worth to see.')).toBe('The museum is worth seeing.');
    expect(fix('Thank you for invite us.')).toBe('Thank you for inviting us.');
    for (const text of ['He is considered to be the best.', 'She suggested to me a new plan.', 'Thank you for your help.', 'They enjoy swimming.']) expect(fix(text)).toBe(text);
  });
  it('"said me" → "told me"', () => {
    expect(fix('She said me the truth.')).toBe('She told me the truth.');
    for (const text of ['She said to me that it was late.', 'She told me the truth.']) expect(fix(text)).toBe(text);
  });
  it('"the same like", "similar with", "in Monday", "at the morning", "reached to"', () => {
    expect(fix('My answer is the same like yours.')).toBe('My answer is the same as yours.');
    expect(fix('Her car is similar with mine.')).toBe('Her car is similar to mine.');
    expect(fix('The exam is in Friday.')).toBe('The exam is on Friday.');
    expect(fix('I run at the morning.')).toBe('I run in the morning.');
    expect(fix('We reached to the station late.')).toBe('We reached the station late.');
    for (const text of ['Shares fell in Thursday trading.', 'We meet at the morning meeting.', 'She reached out to the team.', "I can't reach to the top shelf.", 'It is the same like button.']) expect(fix(text)).toBe(text);
  });
  it('"an other" → "another"; age with "be"', () => {
    expect(fix('Take an other chair.')).toBe('Take another chair.');
    expect(fix('I have 19 years old.')).toBe('I am 19 years old.');
    expect(fix('My son has six years old.')).toBe('My son is six years old.');
    for (const text of ['I have twenty years of experience.', 'They have two years old cars.', 'She is 20 years old.']) expect(fix(text)).toBe(text);
  });
});
