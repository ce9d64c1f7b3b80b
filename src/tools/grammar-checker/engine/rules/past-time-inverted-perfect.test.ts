import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkPastTimeInvertedPerfect } from './past-time-inverted-perfect';

describe('checkPastTimeInvertedPerfect', () => {
  it('"Yesterday have I finished" → "Yesterday I finished"', () => {
    expectFixes((t) => checkPastTimeInvertedPerfect(t), [
      ['Last week have we visited my grandparents.', 'Last week we visited my grandparents.'],
      ['Two days ago has she written the letter.', 'Two days ago she wrote the letter.'],
      ['Yesterday, have I seen your brother in town.', 'Yesterday, I saw your brother in town.'],
    ], [
      'Yesterday I finished the report.',
      'Last week have you finished the report?',
      'Yesterday has been a long day.',
      'Last year we have moved twice.',
    ]);
  });
});
