import { describe, expect, it } from 'vitest';
import { applyConfidentFixes } from '../combine/apply-fixes';
import { checkOwnGrammar } from '../check-english';
import { tokenizeWords } from '../text/tokenize';
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

describe('"explain them" + a time phrase', () => {
  const acceptOwn = (text: string) => applyConfidentFixes(text, checkOwnGrammar(text, tokenizeWords(text)));

  it('reads "them" as the thing explained when a time follows, in this rule and in the rules that add "to"', () => {
    for (const text of ["I'll explain them this afternoon.", 'We can explain them next week in the meeting.', "I'll explain them tomorrow.", "I'll explain you later."]) {
      expect(acceptOwn(text)).toBe(text);
    }
  });

  it('still moves a short object before a time phrase, and reads "this afternoon\'s" as a determiner', () => {
    expect(acceptOwn('She explained us the plan this morning.')).toBe('She explained the plan to us this morning.');
    expect(acceptOwn("Can you explain me this afternoon's exercise?")).toBe("Can you explain this afternoon's exercise to me?");
  });
});
