import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkModalBeforeCan } from './modal-before-can';

describe('a second modal after "will"', () => {
  it('turns "will can" into "will be able to", and leaves "will" the noun alone', () => {
    expectFixes(
      checkModalBeforeCan,
      [
        ['We will can finish the poster on Friday.', 'We will be able to finish the poster on Friday.'],
        ['Maybe my uncle would can lend us his van.', 'Maybe my uncle would be able to lend us his van.'],
      ],
      ['Her will can be read by the lawyer.', 'We will be able to come.', 'The will could not be found.'],
    );
  });
});
