import { describe, expect, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkVerbFormAfterBeHave } from './verb-form-after-be-have';
import { findParticipleOfAnyBase, readPrefixedVerb } from './prefixed-verb';

describe('readPrefixedVerb', () => {
  it('reads a prefix + a known verb the lexicon lacks, and takes the participle of the known verb', () => {
    expect(readPrefixedVerb('reinstall')).toEqual({ prefix: 're', base: 'install' });
    expect(findParticipleOfAnyBase('reinstall')).toBe('reinstalled');
    expect(findParticipleOfAnyBase('resend')).toBe('resent');
    expect(findParticipleOfAnyBase('write')).toBe('written');
  });

  it('does not split a known verb, a short rest or a word that is no verb', () => {
    expect(readPrefixedVerb('rewrite')).toBeUndefined();
    expect(readPrefixedVerb('read')).toBeUndefined();
    expect(readPrefixedVerb('report')).toBeUndefined();
    expect(readPrefixedVerb('under')).toBeUndefined();
    expect(findParticipleOfAnyBase('table')).toBeUndefined();
  });
});

describe('participle after have + adverb, of a prefixed verb', () => {
  it('"have already reinstall it" → "reinstalled"; a right participle or a noun stays', () => {
    expectFixes((t, tokens) => checkVerbFormAfterBeHave(t, tokens), [
      ['I have already reinstall it twice.', 'I have already reinstalled it twice.'],
      ['She has just resend the invoice.', 'She has just resent the invoice.'],
      ['We have never contact them before.', 'We have never contacted them before.'],
    ], [
      'I have already reinstalled it twice.',
      'They have also a rewrite of the plan.',
      'We have just a report to finish.',
    ]);
  });
});
