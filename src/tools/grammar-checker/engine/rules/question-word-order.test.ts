import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkQuestionWordOrder } from './question-word-order';

describe('checkQuestionWordOrder after a linking word', () => {
  it('puts the auxiliary first after "So/And/But" + a question word', () => {
    expectFixes(
      checkQuestionWordOrder,
      [
        ['So when you are moving to Lisbon?', 'So when are you moving to Lisbon?'],
        ['And how they can afford a new car?', 'And how can they afford a new car?'],
      ],
      [
        'So when are you moving to Lisbon?',
        'So what you are saying is that we lose?',
        'So when you are ready, call me.',
        'And why they left is still a mystery.',
        'So When Harry Met Sally is your favourite film?',
      ],
    );
  });
});
