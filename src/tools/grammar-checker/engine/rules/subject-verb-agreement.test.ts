import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';

describe('checkSubjectVerbAgreement: longer subjects (batch 67)', () => {
  it('reads a compass word inside the phrase and "and" inside the complement of a measuring head', () => {
    expectFixes(
      (text) => checkSubjectVerbAgreement(text),
      [
        ["The results of this year's butterfly count on the north meadow shows a big drop.", "The results of this year's butterfly count on the north meadow show a big drop."],
        ['The cost of the new smoker and two veils come to about forty pounds.', 'The cost of the new smoker and two veils comes to about forty pounds.'],
      ],
      [
        'The leader of the band and the singer are friends.',
        'The price and the quality are both fine.',
        'The houses on the north side are cheaper.',
        'The cost of the flights and the hotel was high.',
      ],
    );
  });
});
