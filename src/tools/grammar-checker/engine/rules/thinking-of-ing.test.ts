import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkThinkingOfIng } from './thinking-of-ing';

describe('"thinking to" for a plan', () => {
  it('asks for "thinking of" + -ing after "be", and leaves "without thinking to" alone', () => {
    expectFixes(
      checkThinkingOfIng,
      [
        ['We are thinking to move to Bristol next spring.', 'We are thinking of moving to Bristol next spring.'],
        ["I'm thinking to take a gap year.", "I'm thinking of taking a gap year."],
      ],
      ['He left without thinking to lock the door.', 'I am thinking of applying.', 'She was thinking to herself.'],
    );
  });
});
