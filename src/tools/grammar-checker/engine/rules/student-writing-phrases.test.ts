import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkStudentWritingPhrases } from './student-writing-phrases';

// Session 41: what English batch 64 (pupils' homework essays and texts, applicants' personal statements) missed, on our own sentences.
describe('student writing phrases', () => {
  it('gives a one-word name opening the sentence the -s form of a verb a person does, and leaves teams, pasts and compounds alone', () => {
    expectFixes(
      checkStudentWritingPhrases,
      [
        ['Orwell describe the farm as a small country.', 'Orwell describes the farm as a small country.'],
        ['Priya live with her aunt in Cardiff.', 'Priya lives with her aunt in Cardiff.'],
        ['Steinbeck show how lonely the ranch workers are.', 'Steinbeck shows how lonely the ranch workers are.'],
      ],
      [
        'Orwell describes the farm as a small country.',
        'Liverpool play Arsenal on Saturday.',
        'Chelsea want a new striker.',
        'Dickens describe London as a dark city.',
        'Priya live with her aunt last year and hated it.',
        'Shakespeare study is compulsory in year ten.',
        'Present your findings to the class.',
      ],
    );
  });

  it('turns a noun of quality joined to an adjective after a linking verb into the adjective', () => {
    expectFixes(
      checkStudentWritingPhrases,
      [
        ['Volunteering has made me more patient and more tolerance.', 'Volunteering has made me more patient and more tolerant.'],
        ['Since the move I have become more confident and more independence.', 'Since the move I have become more confident and more independent.'],
      ],
      [
        'The job gave me more confidence and more independence.',
        'Living alone made me more confident and more independent.',
        'I want more money and more independence.',
        'It made me more confident and more independence followed.',
      ],
    );
  });

  it('asks for "an addition to" a group', () => {
    expectFixes(
      checkStudentWritingPhrases,
      [
        ['She would be a valuable addition for the team.', 'She would be a valuable addition to the team.'],
        ['I would make a great addition for your drama department.', 'I would make a great addition to your drama department.'],
      ],
      ['She would be a valuable addition to the team.', 'This handbook is a useful addition for beginners.', 'We paid a small addition for the extra luggage.'],
    );
  });
});
