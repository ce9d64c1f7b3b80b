import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkWhomAsSubject } from './whom-as-subject';

describe('whom as the subject of the verb right after it', () => {
  it('gives "who" before a lexical verb or before "be" + an adjective or a participle, and keeps an object "whom"', () => {
    expectFixes(
      checkWhomAsSubject,
      [
        ['Whom is responsible for the keys to the storeroom?', 'Who is responsible for the keys to the storeroom?'],
        ['Whom was chosen as the new captain?', 'Who was chosen as the new captain?'],
        ['Whom wants another slice of cake?', 'Who wants another slice of cake?'],
        ['The volunteer whom organised the raffle has left.', 'The volunteer who organised the raffle has left.'],
      ],
      [
        'Whom is it for?',
        'Whom is the parcel from?',
        'Whom did the committee choose?',
        'Whom are you meeting today?',
        'To whom is the letter addressed?',
        'The candidate whom the committee preferred withdrew.',
        'Whom should we thank for the flowers?',
        'For whom was the prize intended?',
      ],
    );
  });
});
