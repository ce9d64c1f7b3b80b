import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkAdjectivePrepositions } from './adjective-prepositions';

describe('checkAdjectivePrepositions', () => {
  it("gives an adjective its fixed preposition in place of a learner's", () => {
    expectFixes(
      checkAdjectivePrepositions,
      [
        ['My son is allergic of peanuts, so we read every label.', 'My son is allergic to peanuts, so we read every label.'],
        ['Were you aware about the new parking rules?', 'Were you aware of the new parking rules?'],
        ['Her accent is very similar with mine.', 'Her accent is very similar to mine.'],
        ['He is quite fond to his old bicycle.', 'He is quite fond of his old bicycle.'],
        ['The children were scared from the thunder.', 'The children were scared of the thunder.'],
        ['I am not accustomed with driving on the left.', 'I am not accustomed to driving on the left.'],
      ],
      [
        'My son is allergic to peanuts, so we read every label.',
        'He has been allergic for years.',
        'The band is famous with tourists.',
        'Things are different with her now.',
        'The two bridges are similar with respect to their design.',
        'She was tired from work.',
        'I had both my hands full with children.',
      ],
    );
  });

  it('gives "proud of" before an owner and a noun', () => {
    expectFixes((t) => checkAdjectivePrepositions(t), [
      ['The coach was proud for his young team.', 'The coach was proud of his young team.'],
      ['We are so proud for our son.', 'We are so proud of our son.'],
    ], ['He was too proud for his own good.', 'She is tall and proud for her age.', 'I am so proud for you.', 'They were proud for years.']);
  });
  it('gives "familiar with" when "I" or "we" know the thing', () => {
    expectFixes(
      checkAdjectivePrepositions,
      [
        ["I'm not really familiar to this kind of spreadsheet.", "I'm not really familiar with this kind of spreadsheet."],
        ['We were never familiar to the new rules.', 'We were never familiar with the new rules.'],
        ['I am quite familiar to cooking for large groups.', 'I am quite familiar with cooking for large groups.'],
      ],
      ['The song sounds familiar to me.', 'You look familiar to me.', 'Her name is familiar to most students.', "I'm familiar to you, surely?", 'This place seems familiar to us.', "I'm familiar with the new rules."],
    );
  });
});

