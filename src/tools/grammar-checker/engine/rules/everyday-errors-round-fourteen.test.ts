import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkAgreementAndTensePatterns } from './agreement-and-tense-patterns';
import { checkBePlusVerb } from './be-plus-verb';
import { checkEverydayLearnerSlips } from './everyday-learner-slips';
import { checkIndirectQuestionOrder } from './indirect-question-order';
import { checkNumberAgreement } from './number-agreement';
import { checkPastTimeTense } from './past-time-tense';
import { checkPluralPossessive } from './plural-possessive';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';

// Issue 33, session 23: the families a separate writer's batch 45 missed, each as a general rule, on our own sentences.
describe('fourteenth-round rules', () => {
  it('puts an embedded question in statement order after "asking", and past a hyphenated word or a possessive', () => {
    expectFixes(
      checkIndirectQuestionOrder,
      [
        ['The porter kept asking where was his trolley.', 'The porter kept asking where his trolley was.'],
        ["She was asking where was her son's coat.", "She was asking where her son's coat was."],
        ['Could you tell me where is the new e-mail server?', 'Could you tell me where the new e-mail server is?'],
        ['Do you know where is the old X-ray room?', 'Do you know where the old X-ray room is?'],
      ],
      ['Do you know where her keys are?', 'Do you know where the new Wi-Fi password is?', 'She kept asking where he was.'],
    );
  });
  it('reads a noun with "\'s" before a modal as a plural with a stray apostrophe', () => {
    expectFixes(
      checkPluralPossessive,
      [
        ['I think the tenant\'s could move out next month.', 'I think the tenants could move out next month.'],
        ["Our neighbour's could hear everything through the wall.", 'Our neighbours could hear everything through the wall.'],
        ["The driver's would often stop for coffee.", 'The drivers would often stop for coffee.'],
      ],
      ["The Smith's could come on Sunday.", "The farmer's can of paint is empty.", "It's could be worse.", "The patient's will was read out."],
    );
  });
  it('reads past a room or bed label, and takes a title and a name as one person', () => {
    expectFixes(
      checkSubjectVerbAgreement,
      [
        ['The students in room C needs more chairs.', 'The students in room C need more chairs.'],
        ['The boxes in bay 2 has been moved.', 'The boxes in bay 2 have been moved.'],
        ['Dr Mensah have a clinic on Fridays.', 'Dr Mensah has a clinic on Fridays.'],
        ['Mrs Okafor in bed 6 have been discharged.', 'Mrs Okafor in bed 6 has been discharged.'],
      ],
      ['Mrs Patel has asked for water.', 'The tickets in row C are sold out.', 'Mr and Mrs Hale have moved house.', 'Mrs Hale and her husband have moved.', 'The patients in bed 4 and bed 5 are asleep.'],
    );
  });
  it('gives "who" after a titled name a singular verb, counts "a" as one, and hangs up a phone as "hung"', () => {
    expectFixes(
      checkAgreementAndTensePatterns,
      [
        ['Mr Ito, who have taught here since 2010, is leaving.', 'Mr Ito, who has taught here since 2010, is leaving.'],
        ['When she was a children she lived in Lagos.', 'When she was a child she lived in Lagos.'],
        ['He is a men of few words.', 'He is a man of few words.'],
        ['The caller hanged up before I could answer.', 'The caller hung up before I could answer.'],
      ],
      [
        'Dr Lee, who are you meeting today?', 'Mr and Mrs Lee, who have lived here for years, are moving.', 'My grandmother, who has lived here for years, is moving.',
        "He bought a children's bicycle.", 'It was a women-only session.', 'The traitors were hanged at dawn.', 'He hung up his coat.',
      ],
    );
  });
  it('puts a verb after "my husband and I" into the past when the sentence opens with a finished time', () => {
    expectFixes(
      checkPastTimeTense,
      [
        ['Yesterday Tom and I go to the cinema.', 'Yesterday Tom and I went to the cinema.'],
        ['Last week my wife and I visit her parents.', 'Last week my wife and I visited her parents.'],
      ],
      ['Last year my brother and I have a small shop.', 'Every weekend my husband and I take the children swimming.', 'Yesterday Tom and I went to the cinema.'],
    );
  });
  it('gives a plain verb after a noun and "be" its participle before an agent\'s "by" or after "almost"', () => {
    expectFixes(
      checkBePlusVerb,
      [
        ['These chairs are make by a local carpenter.', 'These chairs are made by a local carpenter.'],
        ['The bread is bake by hand every morning.', 'The bread is baked by hand every morning.'],
        ['The new bridge is nearly finish.', 'The new bridge is nearly finished.'],
      ],
      ['The shop is close by.', 'All I did was sit by the fire.', 'The goal is win by two goals.', 'The report is almost ready.', 'The project is almost complete.', 'The door is open by nine every morning.'],
    );
  });
  it('reads "be close" before a day, a holiday or "until further notice" as "closed"', () => {
    expectFixes(
      checkEverydayLearnerSlips,
      [
        ['The office is close until further notice.', 'The office is closed until further notice.'],
        ['The library will be close over Christmas.', 'The library will be closed over Christmas.'],
        ['The bakery is close on Mondays.', 'The bakery is closed on Mondays.'],
      ],
      ['The cafe is close to the station.', 'The hotel is close on foot to the beach.', 'Our house is close to the park on Sundays.'],
    );
  });
  it('makes the noun after "both" plural when it ends a phrase after a preposition', () => {
    expectFixes(
      checkNumberAgreement,
      [
        ['She held the cup with both hand.', 'She held the cup with both hands.'],
        ['Tickets are valid on both line.', 'Tickets are valid on both lines.'],
      ],
      ['The room was booked for both.', 'It was sunny in both Lisbon and Porto.', 'We have offices in both.', 'He works in both sales and marketing.'],
    );
  });
});
