import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkEmbeddedQuestionInversion } from './embedded-question-inversion';

describe('checkEmbeddedQuestionInversion', () => {
  it('moves a negated, perfect or "whether" auxiliary after the subject of an embedded question', () => {
    expectFixes((t) => checkEmbeddedQuestionInversion(t), [
      ['I wonder whether is the pharmacy on Mill Street still open after eight.', 'I wonder whether the pharmacy on Mill Street is still open after eight.'],
      ['The client wanted to know why hadn\'t we replied to her e-mail.', 'The client wanted to know why we hadn\'t replied to her e-mail.'],
      ['Do you know why didn\'t she come?', 'Do you know why she didn\'t come?'],
      ['She asked me where had I put the keys.', 'She asked me where I had put the keys.'],
      ['I would like to ask whether is it possible to extend the deadline.', 'I would like to ask whether it is possible to extend the deadline.'],
    ], [
      'I wonder whether the pharmacy is still open.',
      'Why hadn\'t we replied to her?',
      'I know why we hadn\'t replied.',
      'She asked where the keys had gone.',
      'I wonder whether it is possible.',
      'He knows when is best to call.',
    ]);
  });
});
