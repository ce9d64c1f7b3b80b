import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkFutureTimePastVerb } from './future-time-past-verb';

describe('checkFutureTimePastVerb', () => {
  it('gives the present to a past after an opening future time in a sentence about now or later', () => {
    expectFixes(
      checkFutureTimePastVerb,
      [
        ['Tomorrow the yoga class started at seven, so please be on time.', 'Tomorrow the yoga class starts at seven, so please be on time.'],
        ['Next week the new manager arrived, so please tidy your desks.', 'Next week the new manager arrives, so please tidy your desks.'],
        ['Tonight we played the final, and everyone is welcome.', 'Tonight we play the final, and everyone is welcome.'],
      ],
      [
        'Tomorrow the yoga class starts at seven, so please be on time.',
        'Tomorrow was another day.',
        'Tomorrow the shop opened at nine, as it always had.',
        'Tomorrow we were going to leave, so we packed early.',
        'Next week the new manager will arrive, so please tidy your desks.',
      ],
    );
  });
});
