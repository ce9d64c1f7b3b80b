import { describe, it } from 'vitest';
import { checkArticleBeforeOrdinal } from './article-before-ordinal';
import { expectFixes } from './apply-rule.test-helper';

describe('checkArticleBeforeOrdinal', () => {
  it('puts "the" before an ordinal floor, platform, row or counted time', () => {
    expectFixes(
      checkArticleBeforeOrdinal,
      [
        ['The printer is on third floor next to the lifts.', 'The printer is on the third floor next to the lifts.'],
        ['Our train leaves from 4th platform tonight.', 'Our train leaves from the 4th platform tonight.'],
        ['We sat at back of the hall, then moved to front row.', 'We sat at back of the hall, then moved to front row.'],
        ['She went up to top floor to find the reading room.', 'She went up to the top floor to find the reading room.'],
        ['I tried the climbing wall for first time last week.', 'I tried the climbing wall for the first time last week.'],
        ['He was ill on first day of term.', 'He was ill on the first day of term.'],
      ],
      [
        'The printer is on the third floor next to the lifts.',
        'At first I did not like the new timetable.',
        'She finished in first place and won a medal.',
        'He is in second year at university.',
        'They live on a second floor flat near the station.',
        'We were on page 12 of the handbook.',
        'It was love at first sight.',
      ],
    );
  });
});
