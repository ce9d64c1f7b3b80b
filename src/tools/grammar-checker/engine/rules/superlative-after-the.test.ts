import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkComparativeOfTwo, checkSuperlativeAfterThe } from './superlative-after-the';

describe('checkSuperlativeAfterThe', () => {
  const fix = (text: string) => acceptAll((t) => checkSuperlativeAfterThe(t), text);
  it('uses the superlative for a range of more than two', () => {
    expect(fix('He is the more intelligent person I know.')).toBe('He is the most intelligent person I know.');
    expect(fix('It was the worse movie I have ever seen.')).toBe('It was the worst movie I have ever seen.');
  });
  it('leaves comparisons of two and "the more …, the more"', () => {
    for (const text of ['She is the more intelligent twin of the two.', 'The more you read, the more you know.', 'He chose the better option.', 'The more expensive car broke down.'])
      expect(fix(text)).toBe(text);
  });
});

describe('checkComparativeOfTwo (session 22)', () => {
  const fix = (text: string) => acceptAll((t) => checkComparativeOfTwo(t), text);
  it('uses the comparative of two', () => {
    expect(fix('He is the tallest of the two brothers.')).toBe('He is the taller of the two brothers.');
    expect(fix('Which is the best of the two options?')).toBe('Which is the better of the two options?');
    expect(fix('She is the most careful of the two drivers.')).toBe('She is the more careful of the two drivers.');
    expect(fix('Take the biggest one of these two boxes.')).toBe('Take the bigger one of these two boxes.');
  });
  it('leaves larger groups, differences between two and idioms', () => {
    for (const text of ['He is the tallest of the three brothers.', 'This is the biggest difference between the two.', 'It was the best of both worlds.', 'The fastest of the two hundred runners won.', 'For the rest of the two weeks we stayed home.', 'He is the taller of the two.'])
      expect(fix(text)).toBe(text);
  });
});
