import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkWhoseBeforePredicate } from './whose-before-predicate';

describe('checkWhoseBeforePredicate', () => {
  it('"whose" before an adjective and its preposition is "who\'s"', () => {
    expectFixes((t) => checkWhoseBeforePredicate(t), [
      ['I know a plumber whose available on Sundays.', "I know a plumber who's available on Sundays."],
      ['Ask the intern whose always keen to learn.', "Ask the intern who's always keen to learn."],
      ['She is the one whose responsible for the budget.', "She is the one who's responsible for the budget."],
    ], [
      'I know a plumber whose prices are fair.',
      'She thanked the nurse whose kind words helped.',
      'He is a writer whose own life is a mystery.',
      'The manager whose ready smile we all liked has left.',
      'We met a farmer whose able sons run the shop.',
      'Whose is this umbrella?',
    ]);
  });
});
