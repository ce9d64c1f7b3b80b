import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkSuperlativeAfterThe } from './superlative-after-the';

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
