import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkWhatClauseAgreement } from './what-clause-agreement';

describe('agreement after a "what" clause', () => {
  it('makes the verb singular before an adjective, and leaves a plural noun after it alone', () => {
    expectFixes(
      checkWhatClauseAgreement,
      [
        ['What she wrote were not true.', 'What she wrote was not true.'],
        ['What they say are really unfair.', 'What they say is really unfair.'],
      ],
      ['What he said were lies.', 'What he said was true.', 'I know what they wanted were cheaper tickets.'],
    );
  });
});
