import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkProfessionArticle } from './profession-article';

// Session 27: existing rules widened for the kinds fresh writers' batches 47–51 missed, on our own sentences.
describe('nineteenth-round rules', () => {
  it('gives a job its article before a clause opener or a preposition other than "of"', () => {
    expectFixes(
      checkProfessionArticle,
      [
        ['He hopes to become pilot after he leaves the army.', 'He hopes to become a pilot after he leaves the army.'],
        ['My sister became engineer when she was only twenty-two.', 'My sister became an engineer when she was only twenty-two.'],
      ],
      ['She became captain of the team.', 'He became head of the department after the merger.', 'She is teacher training this year.', 'He hopes to become a pilot after he leaves the army.'],
    );
  });
});
