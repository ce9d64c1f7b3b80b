import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkAgreementAndTensePatterns } from './agreement-and-tense-patterns';

const expectFixes = (check: Parameters<typeof acceptAll>[0], pairs: [string, string][], untouched: string[]) => {
  for (const [wrong, right] of pairs) expect(acceptAll(check, wrong)).toBe(right);
  for (const text of untouched) expect(acceptAll(check, text)).toBe(text);
};

// Issue 33, session 23: the families a separate writer's batch 44 missed, each as a general rule, on our own sentences.
describe('thirteenth-round rules', () => {
  it('reads "it\'s" before plural nouns and their plural verb as the owner\'s "its"', () => {
    expectFixes(
      checkAgreementAndTensePatterns,
      [
        ['For sale: an oak table, it\'s legs and drawers are solid.', 'For sale: an oak table, its legs and drawers are solid.'],
        ['I love this old camera, but it\'s buttons stick sometimes.', 'I love this old camera, but its buttons stick sometimes.'],
      ],
      ['It\'s days like these that I miss home.', 'It\'s parents have to decide, not teachers.', 'It\'s prices that worry me most.', 'I think it\'s boots you need for the hike.'],
    );
  });
  it('gives a bare singular noun opening the sentence a singular verb', () => {
    expectFixes(
      checkAgreementAndTensePatterns,
      [
        ['Attendance are taken at the start of every lesson.', 'Attendance is taken at the start of every lesson.'],
        ['Delivery were free for orders over fifty pounds.', 'Delivery was free for orders over fifty pounds.'],
      ],
      ['Management are reviewing the new rota this week.', 'Payments are due on the first of the month.', 'Instructions are printed on the back of the box.', 'The payment is due on Friday.'],
    );
  });
});
