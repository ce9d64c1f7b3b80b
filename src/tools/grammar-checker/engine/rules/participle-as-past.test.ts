import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkParticipleAsPast } from './participle-as-past';

describe('checkParticipleAsPast', () => {
  it('gives a participle-only form used as the simple past its past', () => {
    expectFixes(
      checkParticipleAsPast,
      [
        ['The choir sung the anthem at the opening ceremony.', 'The choir sang the anthem at the opening ceremony.'],
        ['Last summer my cousin swum the whole length of the lake.', 'Last summer my cousin swam the whole length of the lake.'],
        ['They begun the meeting without the chairwoman.', 'They began the meeting without the chairwoman.'],
      ],
      [
        'The songs sung by the choir were all in Latin.',
        'The choir has sung the anthem every year.',
        'The anthem was sung at the opening ceremony.',
        'The hymn sung at the service was new to us.',
        'Had I known the way, I would have driven.',
        'My aunts run a small bakery by the station.',
      ],
    );
  });
});
