import { describe, expect, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkAgreementAndTensePatterns } from './agreement-and-tense-patterns';
import { checkCollocationPatterns } from './collocation-patterns';
import { checkConfusableWords } from './confusable-words';
import { checkMissingDoInQuestion } from './question-word-order';
import { checkPastTimeTense } from './past-time-tense';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';

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
  it('makes what one keeps or stays "quiet", not "quite"', () => {
    expectFixes(
      checkCollocationPatterns,
      [
        ['Could you keep your dog quite during the ceremony?', 'Could you keep your dog quiet during the ceremony?'],
        ['The teacher asked us to stay quite until the bell.', 'The teacher asked us to stay quiet until the bell.'],
        ['Try to keep them quite, please.', 'Try to keep them quiet, please.'],
      ],
      ['We kept quite a few of the old letters.', 'She remained quite in control of the meeting.', 'Keep the change quite simple.', 'They stayed quite a while.'],
    );
  });
  it('reads a bare verb before an -ing form, or a verb of origin before its preposition, as the verb of a singular head', () => {
    expectFixes(
      checkSubjectVerbAgreement,
      [
        ['The handle of the old drawers need fixing before the sale.', 'The handle of the old drawers needs fixing before the sale.'],
        ['The bag of potatoes in the shed need sorting.', 'The bag of potatoes in the shed needs sorting.'],
        // Verbs of origin, as nouns far more common, before their own preposition.
        ['The church in our village date back to the twelfth century.', 'The church in our village dates back to the twelfth century.'],
        ['The old mill on the river stem from the same period.', 'The old mill on the river stems from the same period.'],
      ],
      ['The coins in this case date from the Roman period.', 'The delivery date from the supplier is wrong.', 'The owners of the shop need hiring help.', 'The parents of the boy need reminding.', 'Most of the rooms need painting.'],
    );
  });
  it('gives a direct question with a lexical verb its "does" or "did"', () => {
    expectFixes(
      checkMissingDoInQuestion,
      [
        ['Why the printer makes that noise every morning?', 'Why does the printer make that noise every morning?'],
        ['Where the ferry leaves from on Sundays?', 'Where does the ferry leave from on Sundays?'],
        ['Why she changed her mind so suddenly?', 'Why did she change her mind so suddenly?'],
      ],
      ['Why does the printer make that noise?', 'Why the printer makes that noise is a mystery.', 'How the app works is explained below?', 'Where the children play, the grass is worn?', 'Why is the shop closed?'],
    );
  });
  it('keeps a clause joined to a past event at a finished time in the past', () => {
    expectFixes(
      checkPastTimeTense,
      [
        ['The guard opened the gate at 06:15 and notices a broken lock.', 'The guard opened the gate at 06:15 and noticed a broken lock.'],
        ['The bell rang yesterday and the teacher opened the door and finds nobody there.', 'The bell rang yesterday and the teacher opened the door and found nobody there.'],
      ],
      [
        // A pronoun's clause may be a habit that holds now ("so I take the bus"): the past is only suggested.
        'The boiler broke down yesterday, so we call a plumber from the next village.',
        'My car broke down last week, so I take the bus.',
        'We moved to Bristol last year and we love it.',
        'I lost my phone yesterday, so I use my laptop now.',
        'She retired last year and lives in Spain.',
        'The train left at 08:10 and arrives at noon.',
        'The shop closed last week, so we buy our bread at the market instead.',
      ],
    );
  });
  it('suggests, without applying, the past for a pronoun\'s clause after a past event at a finished time', () => {
    const text = 'The boiler broke down yesterday, so we call a plumber from the next village.';
    const found = checkPastTimeTense(text).find((issue) => text.slice(issue.offset, issue.offset + issue.length) === 'call');
    expect(found?.replacements[0]).toBe('called');
    expect(found?.confidence).toBeLessThan(0.75);
  });
  it('reads "past" after a vehicle opening the clause, with no other verb, as "passed"', () => {
    expectFixes(
      checkConfusableWords,
      [
        ['The ambulance past our house at midnight with its siren on.', 'The ambulance passed our house at midnight with its siren on.'],
        ['When the parade past the school, the children cheered.', 'When the parade passed the school, the children cheered.'],
      ],
      ['The car past the gate belongs to Tom.', 'The van past the church looked abandoned.', 'The bus past the station is always late.', 'The road past the church was closed.', 'The train past the bridge stops at Leeds.', 'We walked past the bus stop.'],
    );
  });
});
