import { describe, expect, it } from 'vitest';
import { tokenizeWords } from '../text/tokenize';
import { checkDemonstrativeAgreement } from './demonstrative-agreement';

function check(text: string) {
  return checkDemonstrativeAgreement(text, tokenizeWords(text)).map((i) => [text.slice(i.offset, i.offset + i.length), i.replacements]);
}

describe('demonstrative agreement', () => {
  it('prefers changing the verb when an adjective follows', () => {
    expect(check('This are important.')).toEqual([['This are', ['This is', 'These are']]]);
  });

  it('prefers the plural pronoun when a plural noun follows', () => {
    expect(check('This are the reasons.')).toEqual([['This are', ['These are', 'This is']]]);
  });

  it('fixes the verb after these/those', () => {
    expect(check('These is mine. Those has gone.')).toEqual([
      ['is', ['are']],
      ['has', ['have']],
    ]);
  });

  it('leaves relative "that" alone', () => {
    expect(check('The ideas that are new.')).toEqual([]);
    expect(check('This is fine and these are too.')).toEqual([]);
  });
});
