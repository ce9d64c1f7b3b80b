import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkNounForAdjectiveBeforePeople } from './noun-for-adjective-before-people';

describe('a quality noun before a word for people', () => {
  it('asks for the adjective after a degree word or "adjective and", and leaves nouns before a clause alone', () => {
    expectFixes(
      checkNounForAdjectiveBeforePeople,
      [
        ['Our club needs friendly and enthusiasm volunteers.', 'Our club needs friendly and enthusiastic volunteers.'],
        ['She is a very ambition student.', 'She is a very ambitious student.'],
      ],
      ['I admire the energy and passion people bring to the job.', 'We need passionate people.', 'Success people talk about is rare.'],
    );
  });
});
