import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkExplainObjectOrder } from './explain-object-order';

describe('"explain me" + a short object', () => {
  it('puts the object first and the person after "to", and leaves long objects and questions to preposition-usage', () => {
    expectFixes(
      checkExplainObjectOrder,
      [
        ['Could you explain me the timetable?', 'Could you explain the timetable to me?'],
        ['The coach explained us the new tactics before the match.', 'The coach explained the new tactics to us before the match.'],
        ['She explained him the task again.', 'She explained the task to him again.'],
        ['Please explain me it.', 'Please explain it to me.'],
      ],
      [
        'Could you explain me how the timetable works?',
        'She explained us the reasons for the delay in detail.',
        'He explained me that the bus was late.',
        'Could you explain the timetable to me?',
        'Explain to me the difference between these two words.',
      ],
    );
  });
});
