import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkStativeAndUsedTo } from './stative-and-used-to';

describe('checkStativeAndUsedTo', () => {
  const fix = (text: string) => acceptAll((t) => checkStativeAndUsedTo(t), text);
  it('puts -ing after "be used to" and the perfect for states', () => {
    expect(fix('I am used to wake up at six.')).toBe('I am used to waking up at six.');
    expect(fix('She got used to live alone.')).toBe('She got used to living alone.');
    expect(fix('I have been knowing him for years.')).toBe('I have known him for years.');
  });
  it('leaves the past habit, the passive and other progressives', () => {
    for (const text of ['I used to wake up at six.', 'The money was used to buy books.', 'The same subproblems are used to solve larger ones.', "I've been wanting to tell you.", 'I am used to waking up early.', 'She has been working here for years.'])
      expect(fix(text)).toBe(text);
  });
});
