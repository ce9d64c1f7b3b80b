import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkArticleSound } from './article-sound';

describe('checkArticleSound', () => {
  const fix = (text: string) => acceptAll(checkArticleSound, text);
  it('"an" before a "you" sound becomes "a"', () => {
    expect(fix('It was an unanimous vote.')).toBe('It was a unanimous vote.');
    expect(fix('She studies at an university in Ohio.')).toBe('She studies at a university in Ohio.');
    expect(fix('We met an European client.')).toBe('We met a European client.');
  });
  it('leaves "an" before un- prefixes and true vowel sounds', () => {
    for (const text of ['It was an unidentified caller.', 'He is an unusual man.', 'She works as an usher.', 'That was an uninformed guess.', 'It was an utter mess.']) expect(fix(text)).toBe(text);
  });
  it('"a" before a silent "h" becomes "an"', () => {
    expect(fix('It was a honour to meet the team.')).toBe('It was an honour to meet the team.');
    expect(fix('The bus came a hour late.')).toBe('The bus came an hour late.');
    for (const text of ['He is a honey farmer.', 'We walked a house further.', 'It was a historic win.', 'She is an honest judge.']) expect(fix(text)).toBe(text);
  });
});
