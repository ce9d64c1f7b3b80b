import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkIndefiniteSubjectAgreement } from './indefinite-subject-agreement';

describe('checkIndefiniteSubjectAgreement: the main verb after "Everyone who …" (batch 67)', () => {
  it('makes a bare present after the relative clause singular, not a verb after "help", "to" or a modal', () => {
    expectFixes(
      checkIndefiniteSubjectAgreement,
      [
        ['Everyone who signed up for the Saturday swims need to bring a tow float.', 'Everyone who signed up for the Saturday swims needs to bring a tow float.'],
        ['Everyone who worked on the stand deserve a medal.', 'Everyone who worked on the stand deserves a medal.'],
        ['Anyone who wants to come are welcome.', 'Anyone who wants to come is welcome.'],
      ],
      [
        'Anyone who wants to help bring a cake is welcome.',
        'Everyone who signed up will need a float.',
        'Anyone who signed up and paid can come.',
        'Everyone who signed up for the trip, please bring a coat.',
        'Everyone who signed up needs to bring a float.',
        "Anyone who thinks Thorne is the villain hasn't read the appendix closely enough.",
      ],
    );
  });
});
