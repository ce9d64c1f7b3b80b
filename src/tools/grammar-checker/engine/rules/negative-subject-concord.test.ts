import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkNegativeSubjectConcord } from './negative-subject-concord';

describe('checkNegativeSubjectConcord', () => {
  it('makes a second negative positive after a negative subject', () => {
    expectFixes(
      checkNegativeSubjectConcord,
      [
        ['Nobody in the choir never expected to sing at the palace.', 'Nobody in the choir ever expected to sing at the palace.'],
        ['None of the tenants never complained about the heating.', 'None of the tenants ever complained about the heating.'],
        ['No one has never climbed that wall without a rope.', 'No one has ever climbed that wall without a rope.'],
        ['No one told us nothing about the new timetable.', 'No one told us anything about the new timetable.'],
        ['Nobody did no damage to the car.', 'Nobody did any damage to the car.'],
        ['After the meeting, nobody never mentioned the budget again.', 'After the meeting, nobody ever mentioned the budget again.'],
      ],
      [
        'Nobody in the choir ever expected to sing at the palace.',
        'Nobody who has never been to Paris can judge it.',
        'Nobody knows, and I never asked.',
        'Nobody said anything about it.',
        'Nothing is impossible if you never give up.',
        'No one was there when I never expected it.',
        'None of the tenants complained, but nobody paid either.',
      ],
    );
  });
});
