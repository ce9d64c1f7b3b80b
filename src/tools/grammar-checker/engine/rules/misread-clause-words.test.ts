import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkRelativeClauseMainVerb } from './relative-clause-main-verb';

describe('words the tagger misreads around a relative clause', () => {
  it('reads a capitalised opening plural and an -s verb read as a noun, so the main verb agrees with the head', () => {
    expectFixes((t) => checkRelativeClauseMainVerb(t), [
      ['Sales of the vegan sausage rolls that the bakery introduced in January has exceeded all expectations.', 'Sales of the vegan sausage rolls that the bakery introduced in January have exceeded all expectations.'],
      ['The walls of the house that my father built in 1990 needs painting.', 'The walls of the house that my father built in 1990 need painting.'],
    ], [
      'Sales of the rolls that we introduced in January have exceeded all expectations.',
      'The wall of the house that my father built in 1990 needs painting.',
      'Jones of the firm that we hired in May has left.',
      'The results of the survey that we sent in 2020 show a rise.',
    ]);
  });
});
