import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkSequenceOfTenses } from './sequence-of-tenses';

// Session 36 (English batch 60): a short time phrase between "told me" and "that".
describe('checkSequenceOfTenses, reported "will"', () => {
  it('reads past "told me on Tuesday that" to the reported "will"', () => {
    expectFixes(
      checkSequenceOfTenses,
      [
        ['My boss told me on Monday that she will sign the form the following week.', 'My boss told me on Monday that she would sign the form the following week.'],
        ['He told us yesterday that he will call the next day, but he never did.', 'He told us yesterday that he would call the next day, but he never did.'],
      ],
      [
        'My boss told me on Monday that she will sign the form next week.',
        'She told me on the phone that the shop will open soon.',
        'He told me on Monday that he would call the following week.',
      ],
    );
  });
});
