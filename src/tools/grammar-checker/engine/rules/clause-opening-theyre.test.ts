import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkClauseOpeningTheyre } from './clause-opening-theyre';

describe('checkClauseOpeningTheyre', () => {
  it('"their/your" opening a clause before a predicate adjective or an -ing verb is "they\'re/you\'re"', () => {
    expectFixes((t) => checkClauseOpeningTheyre(t), [
      ['If your unsure which form to fill in, ask at the desk.', "If you're unsure which form to fill in, ask at the desk."],
      ['According to the radio, their expecting snow by midnight.', "According to the radio, they're expecting snow by midnight."],
      ['Call me when your ready to leave.', "Call me when you're ready to leave."],
      ['I stayed because their nice to me.', "I stayed because they're nice to me."],
      ['Their going to announce the winners tomorrow.', "They're going to announce the winners tomorrow."],
      ['Their trying to sell the flat before the summer ends.', "They're trying to sell the flat before the summer ends."],
    ], [
      'Their arguing before the guests arrived spoiled the evening.',
      'Their leaving after the speech was noticed.',
      'If your car breaks down, call this number.',
      'According to the radio, their singing was the best of the night.',
      'Their singing was lovely.',
      'When your own team loses, it hurts.',
      'If your best friend asks, tell the truth.',
      'Because their old house was cold, they moved.',
      'Thank you for your patience.',
      'When their daughter was born, they moved to Leeds.',
    ]);
  });
});
