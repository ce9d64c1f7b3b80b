import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkIndirectQuestionOrder } from './indirect-question-order';

describe('embedded question whose subject has a place name (name-place-phrase.ts)', () => {
  it('"what time does the bus to Green Park leave" → "what time the bus to Green Park leaves"', () => {
    expectFixes((t) => checkIndirectQuestionOrder(t), [
      ['Do you know what time does the bus to Green Park leave?', 'Do you know what time the bus to Green Park leaves?'],
      ['Can you tell me when does the train from Leeds arrive?', 'Can you tell me when the train from Leeds arrives?'],
    ], [
      'Do you know what time the bus to Green Park leaves?',
      'Do you know when the train from Leeds arrives?',
    ]);
  });
});
