import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkSomeInformationAfterGive } from './some-information-after-give';

describe('"an information" after "give me"', () => {
  it('asks for "some information", and leaves an information pack alone', () => {
    expectFixes(
      checkSomeInformationAfterGive,
      [['Please send me an information about the trip.', 'Please send me some information about the trip.']],
      ['Could you send us an information pack?', 'Please send me an invoice.', 'They gave us information about the trip.'],
    );
  });
});
