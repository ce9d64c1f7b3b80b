import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkQuestionTag } from './question-tag';

describe('checkQuestionTag (session 23)', () => {
  const fix = (text: string) => acceptAll((t) => checkQuestionTag(t), text);
  it('gives the tag the clause\'s own pronoun and auxiliary', () => {
    expect(fix('She is very good at chess, isn\'t it?')).toBe('She is very good at chess, isn\'t she?');
    expect(fix('They were at the party, wasn\'t it?')).toBe('They were at the party, weren\'t they?');
    expect(fix('He works at the bank, isn\'t it?')).toBe('He works at the bank, doesn\'t he?');
    expect(fix('We can leave at five, isn\'t it? I hope so.')).toBe('We can leave at five, can\'t we? I hope so.');
  });
  it('leaves right tags, another subject before the tag, and negative clauses', () => {
    for (const text of ['She is very good at chess, isn\'t she?', 'He said the test is easy, isn\'t it?', 'They think it is late, isn\'t it?', 'He isn\'t ready, is he?', 'The film is long, isn\'t it?', 'You never call, do you?'])
      expect(fix(text)).toBe(text);
  });
});
