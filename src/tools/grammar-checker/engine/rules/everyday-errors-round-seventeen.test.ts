import { describe, expect, it } from 'vitest';
import { expectFixes, wouldApplyHarperFix } from './apply-rule.test-helper';
import { checkCollocationPatterns } from './collocation-patterns';
import { checkEverydayLearnerSlips } from './everyday-learner-slips';
import { checkIndefiniteSubjectAgreement } from './indefinite-subject-agreement';
import { checkIndirectQuestionOrder } from './indirect-question-order';
import { checkRelativeClauseMainVerb } from './relative-clause-main-verb';
import { checkStativeAndUsedTo } from './stative-and-used-to';
import { checkTaggedNounNumber } from './tagged-noun-number';
import { checkVerbComplementForms } from './verb-complement-forms';
import { checkVerbFormAfterBeHave } from './verb-form-after-be-have';

// The families a separate writer's batch 48 missed or broke, each as a general rule, on our own sentences.
describe('seventeenth-round rules', () => {
  it('shows, not applies, harper\'s joining of an open compound noun', () => {
    expect(wouldApplyHarperFix('Type the folder name and press Enter.', 'folder name', 'CompoundNouns', 'foldername', 'WordChoice')).toBe(false);
    expect(wouldApplyHarperFix('We shared the data set with the other lab.', 'data set', 'CompoundNouns', 'dataset', 'WordChoice')).toBe(false);
  });
  it('gives "every X and Y" its singular verb across a place phrase', () => {
    expectFixes(
      checkIndefiniteSubjectAgreement,
      [
        ['Every desk and chair in the exam hall were cleaned on Monday.', 'Every desk and chair in the exam hall was cleaned on Monday.'],
        ['Each towel and sheet on the top shelf go back to the laundry.', 'Each towel and sheet on the top shelf goes back to the laundry.'],
      ],
      ['Every desk and chair in the exam hall was cleaned on Monday.', 'Every cup and plate in the kitchen sink need washing.'],
    );
  });
  it('turns "even/much worst … than" into the comparative', () => {
    expectFixes(
      checkCollocationPatterns,
      [
        ['The traffic was much worst this morning than on Monday.', 'The traffic was much worse this morning than on Monday.'],
        ['Her second essay is even best than her first.', 'Her second essay is even better than her first.'],
      ],
      ['That was even the worst film of the year.', 'She is still best at maths.', 'Even best friends argue sometimes.'],
    );
  });
  it('makes the main verb agree with a head before "that" + a clause with its own subject and past verb', () => {
    expectFixes(
      checkRelativeClauseMainVerb,
      [
        ['The shelves that the carpenter fixed last week looks great.', 'The shelves that the carpenter fixed last week look great.'],
        ['The cakes that we baked yesterday was delicious.', 'The cakes that we baked yesterday were delicious.'],
        ['The report that the interns wrote for the board are on your desk.', 'The report that the interns wrote for the board is on your desk.'],
      ],
      ['The shelves that the carpenter fixed look great.', 'The parcel that the courier delivered was damaged.', 'The rumours that the manager resigned are false.'],
    );
  });
  it('reorders an embedded "where is" question with a hyphenated subject and a gerund tail', () => {
    expectFixes(
      checkIndirectQuestionOrder,
      [
        ['Do you know where is the nearest pick-up point?', 'Do you know where the nearest pick-up point is?'],
        ['Can you tell me where is the form for renewing my permit?', 'Can you tell me where the form for renewing my permit is?'],
      ],
      ['Do you know where the nearest pick-up point is?', 'Where is the nearest pick-up point?'],
    );
  });
  it('makes a singular noun after a spelled-out count plural, not a label or a modifier', () => {
    expectFixes(
      checkTaggedNounNumber,
      [
        ['The workshop has nine session and a closing talk.', 'The workshop has nine sessions and a closing talk.'],
        ['We interviewed four candidate for the job.', 'We interviewed four candidates for the job.'],
      ],
      [
        'Please read the week four handout.', 'We booked a three bedroom flat.', 'I will leave at half past four today.',
        'She organised two charity runs.', 'The shop opens at twelve noon.',
      ],
    );
  });
  it('gives a known verb after have + adverb its participle when an object follows', () => {
    expectFixes(
      checkVerbFormAfterBeHave,
      [
        ['The landlord has already contact the plumber.', 'The landlord has already contacted the plumber.'],
        ['We have just email the new timetable to everyone.', 'We have just emailed the new timetable to everyone.'],
      ],
      ['We have just enough time to eat.', 'The landlord has already contacted the plumber.'],
    );
  });
  it('puts "belong to" in the simple present after a noun subject', () => {
    expectFixes(
      checkVerbComplementForms,
      [
        ['This umbrella is belonging to the teacher.', 'This umbrella belongs to the teacher.'],
        ['These boots are belonging to my brother.', 'These boots belong to my brother.'],
      ],
      ['The sense of belonging to a team matters.', 'This umbrella belongs to the teacher.'],
    );
  });
  it('reads "be + adverb + used to" as "accustomed to" and gives it the -ing form', () => {
    expectFixes(
      checkStativeAndUsedTo,
      [
        ['I am finally used to drive on the left.', 'I am finally used to driving on the left.'],
        ['We are now used to cook with gas.', 'We are now used to cooking with gas.'],
      ],
      ['The tool is now used to cut wood.', 'I used to drive on the left.'],
    );
  });
  it('mends "you\'re" before an -ing word and a record\'s name after a verb of checking or bringing', () => {
    expectFixes(
      checkEverydayLearnerSlips,
      [
        ['Please bring you\'re boarding pass to the gate.', 'Please bring your boarding pass to the gate.'],
        ['Enter you\'re billing address below.', 'Enter your billing address below.'],
      ],
      ['Check you\'re booking the right flight.', 'Please check your tracking number.'],
    );
  });
});
