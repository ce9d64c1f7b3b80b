import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkExceptAfterModal } from './except-after-modal';

describe('checkExceptAfterModal', () => {
  it('"except" right after a modal, before an object, is "accept"', () => {
    expectFixes((t) => checkExceptAfterModal(t), [
      ['Unfortunately, we cannot except late submissions after Friday.', 'Unfortunately, we cannot accept late submissions after Friday.'],
      ['I will except your offer.', 'I will accept your offer.'],
      ["The shop won't except cards under five pounds.", "The shop won't accept cards under five pounds."],
      ['You should except the apology.', 'You should accept the apology.'],
    ], [
      'We could go anywhere except Paris.',
      'Nothing can be done except wait.',
      'Everyone will come except for Sam.',
      'The office is open every day, except Sundays.',
      'We will accept late submissions.',
    ]);
  });
});
