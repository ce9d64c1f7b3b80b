import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkMissingDoInQuestion } from './question-word-order';

describe('missing "does" after a two-word opener or before a plain verb (question-opener.ts)', () => {
  it('"What time the bank open?" → "What time does the bank open?"', () => {
    expectFixes((t) => checkMissingDoInQuestion(t), [
      ['What time the bank open on Saturdays?', 'What time does the bank open on Saturdays?'],
      ['How often the bus come in the evening?', 'How often does the bus come in the evening?'],
      ['What time the film starts?', 'What time does the film start?'],
      ['Why the game keeps crashing?', 'Why does the game keep crashing?'],
    ], [
      'What time does the bank open on Saturdays?',
      'Why the price increase?',
      'Why the long face?',
      'What time is it?',
      'What happened to the bus?',
    ]);
  });
});
