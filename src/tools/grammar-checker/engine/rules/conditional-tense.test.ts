import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkConditionalTense } from './conditional-tense';

describe('checkConditionalTense', () => {
  it('gives a real condition about the future "will" in its result', () => {
    expectFixes(
      checkConditionalTense,
      [
        ['If it snows tomorrow, the match would be cancelled.', 'If it snows tomorrow, the match will be cancelled.'],
        ['If the bus is late again tomorrow, we would take a taxi.', 'If the bus is late again tomorrow, we will take a taxi.'],
      ],
      [
        'If it snows tomorrow, the match will be cancelled.',
        'If you need anything, I would be happy to help.',
        'If you ask me, I would say no.',
        'If the shop closes early, my sister would not mind.',
        'If you want, I would recommend the blue one.',
        'If a leader is too strict, his team would be afraid to ask.',
        'If he was there, he would have seen it.',
      ],
    );
  });
  it('gives a past that did not happen "would have" in its result', () => {
    expectFixes(
      checkConditionalTense,
      [['If the council had agreed the plan in May, the bridge will have opened by now.', 'If the council had agreed the plan in May, the bridge would have opened by now.']],
      ['If they were late, they will have missed the bus.', 'If the council had agreed the plan in May, the bridge would have opened by now.'],
    );
  });
  it('puts an unreal condition in the past instead of "would"', () => {
    expectFixes(
      checkConditionalTense,
      [
        ['If I would own a car, I would drive to work.', 'If I owned a car, I would drive to work.'],
        ['If my brother would live closer, we could meet more often.', 'If my brother lived closer, we could meet more often.'],
      ],
      [
        'If I owned a car, I would drive to work.',
        'If you would like to join, we would love to have you.',
        'If you would follow me, I will show you the lab.',
        'If he would only listen, we could fix this.',
        'If I would have known, I would have called.',
      ],
    );
  });

  it('puts "If I would be" in the unreal past, and leaves a courteous "would be" (session 36)', () => {
    expectFixes(
      checkConditionalTense,
      [['If I would be rich, I would buy a house by the lake.', 'If I were rich, I would buy a house by the lake.']],
      [
        'If you would be so kind, I would be grateful.',
        'If it would be possible, I would like to come earlier.',
        'If I would be able to help, I would tell you.',
        'If I were rich, I would buy a house by the lake.',
      ],
    );
  });
});
