import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkFutureInTimeClause } from './future-in-time-clause';
import { checkIndirectQuestionOrder } from './indirect-question-order';
import { checkPluralPossessive } from './plural-possessive';
import { checkVerbComplementForms } from './verb-complement-forms';
import { checkVerbFormAfterAuxiliary } from './verb-form-after-auxiliary';

// The families a separate writer's batch 49 missed, each as a general rule, on our own sentences.
describe('eighteenth-round rules', () => {
  it('takes "will" out of a time clause or an opening condition with a noun subject or before an imperative', () => {
    expectFixes(
      checkFutureInTimeClause,
      [
        ['We will refund you as soon as the parcel will reach our depot.', 'We will refund you as soon as the parcel reaches our depot.'],
        ['When you will finish the survey, please hand it to the front desk.', 'When you finish the survey, please hand it to the front desk.'],
        ['If the mixture will start to boil, lower the heat at once.', 'If the mixture starts to boil, lower the heat at once.'],
        ['I will ring you when the new tyres will arrive.', 'I will ring you when the new tyres arrive.'],
        ['When Priya will land, we will drive her home.', 'When Priya lands, we will drive her home.'],
      ],
      [
        'If you will follow me, I will show you the reading room.',
        'Nobody knows when the new tyres will arrive.',
        'Ask the driver when the parcel will reach our depot.',
        'If it will help, I can bring some extra chairs.',
        'The question is when the board will decide.',
      ],
    );
  });
  it('gives the base form after "to" when a verb of wanting or planning opens the infinitive', () => {
    expectFixes(
      checkVerbFormAfterAuxiliary,
      [
        ['She would like to joined the cycling club next term.', 'She would like to join the cycling club next term.'],
        ['We tried to contacted the landlord twice.', 'We tried to contact the landlord twice.'],
      ],
      ['The mood went from tired to excited about the trip.', 'The grant goes to applied research in schools.'],
    );
  });
  it('turns an -ing word the tagger read as a noun into "to" + verb after decide, plan, refuse', () => {
    expectFixes(
      checkVerbComplementForms,
      [
        ['The club decided painting the fence before the open day.', 'The club decided to paint the fence before the open day.'],
        ['They planned hiring a van for the move.', 'They planned to hire a van for the move.'],
      ],
      ['The council decided the building needed a new roof.', 'We enjoyed painting the fence together.'],
    );
  });
  it('reads "X\'s and Ys" before a place phrase as two plurals', () => {
    expectFixes(
      checkPluralPossessive,
      [['The stall sells used bike\'s and pumps at low prices.', 'The stall sells used bikes and pumps at low prices.']],
      ["Tom's and Anna's bikes are in the shed.", "The teacher's and the pupils' ideas were all heard."],
    );
  });
  it('keeps be before a place a "where" question names and reads "say where"', () => {
    expectFixes(
      checkIndirectQuestionOrder,
      [
        ['Can you tell me where is the cloakroom in the town hall?', 'Can you tell me where the cloakroom is in the town hall?'],
        ['The email did not say where are we staying on Friday.', 'The email did not say where we are staying on Friday.'],
      ],
      ['Can you tell me where the cloakroom is in the town hall?', 'He said where we were going.'],
    );
  });
});
