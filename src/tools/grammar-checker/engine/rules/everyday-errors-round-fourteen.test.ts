import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkAgreementAndTensePatterns } from './agreement-and-tense-patterns';
import { checkIndirectQuestionOrder } from './indirect-question-order';
import { checkPluralPossessive } from './plural-possessive';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';

const expectFixes = (check: Parameters<typeof acceptAll>[0], pairs: [string, string][], untouched: string[]) => {
  for (const [wrong, right] of pairs) expect(acceptAll(check, wrong)).toBe(right);
  for (const text of untouched) expect(acceptAll(check, text)).toBe(text);
};

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
});
