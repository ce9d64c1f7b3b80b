import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkEmbeddedQuestionOrder } from './embedded-question-order';

// Session 36 (English batch 60): questions inside statements with a noun-phrase subject.
describe('checkEmbeddedQuestionOrder', () => {
  it('puts the subject before its verb in a question inside a statement', () => {
    expectFixes(
      checkEmbeddedQuestionOrder,
      [
        ['She asked me what time did the train to Leeds leave.', 'She asked me what time the train to Leeds left.'],
        ['He asked me what time did the meeting with the board start.', 'He asked me what time the meeting with the board started.'],
        ['I wonder why is the lift in our building always broken.', 'I wonder why the lift in our building is always broken.'],
        ['I have no idea where is the new office.', 'I have no idea where the new office is.'],
        ['Nobody knows why does the old printer stop.', 'Nobody knows why the old printer stops.'],
      ],
      [
        'She asked me what time the train left.',
        'Do you know where is the station?',
        'I wonder what is the best way to learn.',
        'I wonder why the lift is always broken.',
        'I asked him when did he arrive.',
        'I wonder how is the weather in Spain today.',
        'We know why the plan failed.',
      ],
    );
  });
});
