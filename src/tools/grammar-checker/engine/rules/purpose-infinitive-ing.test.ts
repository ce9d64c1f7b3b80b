import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkPurposeInfinitiveIng } from './purpose-infinitive-ing';

describe('checkPurposeInfinitiveIng', () => {
  it('"to" + -ing after a journey to a place or "in order" is the plain verb of purpose', () => {
    expectFixes((t) => checkPurposeInfinitiveIng(t), [
      ['He moved to Aberdeen to studying marine biology at the university there.', 'He moved to Aberdeen to study marine biology at the university there.'],
      ['She went home to getting some sleep.', 'She went home to get some sleep.'],
      ['We came back to the city to visiting our friends.', 'We came back to the city to visit our friends.'],
      ['I saved money in order to buying a car.', 'I saved money in order to buy a car.'],
    ], [
      'I look forward to seeing you in Aberdeen.',
      'He moved to Aberdeen to study marine biology.',
      'She went to Leeds to a meeting.',
      'The key to solving it is patience.',
      'She is used to living in London.',
      'They went to Paris and took to painting.',
    ]);
  });
});
