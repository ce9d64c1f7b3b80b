import { describe, expect, it } from 'vitest';
import { type HarperLint } from '../workers/engine-workers';
import { tokenizeWords } from '../text/tokenize';
import { acceptAll } from './apply-rule.test-helper';
import { checkNumberAgreement } from './number-agreement';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';
import { suppressFalsePositives } from './suppress-false-positives';
import { checkVerbFormAfterAuxiliary } from './verb-form-after-auxiliary';

// Issue 33, fourth round: each change with wrong sentences it fixes and right ones it leaves alone.
describe('subject head and verb slots (issue 33, fourth round)', () => {
  const agree = (text: string) => acceptAll((t) => checkSubjectVerbAgreement(t), text);

  it('"a lot of / most of / all of" take the number of the noun after "of"', () => {
    expect(agree('A lot of students thinks the test was long.')).toBe('A lot of students think the test was long.');
    expect(agree('Most of the files was deleted.')).toBe('Most of the files were deleted.');
    for (const text of ['A lot of people think so.', 'Most of the money was spent on food.', 'Some of the team is away.', 'Half of the pie was gone.', 'A lot of work has been done.']) {
      expect(agree(text)).toBe(text);
    }
  });

  it('"the minutes", "the days" after "the": a plural time noun heads the subject', () => {
    expect(agree('The minutes of the board meeting was approved.')).toBe('The minutes of the board meeting were approved.');
    for (const text of ['Next time feel free to call.', 'The minutes were approved.', 'The whole week was busy.']) expect(agree(text)).toBe(text);
  });

  it('an uncountable noun given a plural ("equipments") keeps a singular verb', () => {
    expect(agree('The furnitures in the hall is new.')).toBe('The furnitures in the hall is new.');
    expect(agree('The chairs in the hall is new.')).toBe('The chairs in the hall are new.');
  });

  it('"close", "open" as verbs when a time or place follows; "cook" as a verb after "neither of"', () => {
    expect(agree('The library close at nine on Sundays.')).toBe('The library closes at nine on Sundays.');
    expect(agree('Neither of my sisters cook at home.')).toBe('Neither of my sisters cooks at home.');
    for (const text of ['Keep the window open at night.', 'The shop is close to the station.', 'The library closes at nine.']) expect(agree(text)).toBe(text);
  });

  it('"several" + a count noun before a past verb the lexicon now knows ("complained")', () => {
    const fix = (text: string) => acceptAll(checkNumberAgreement, text);
    expect(fix('Several student complained about the noise.')).toBe('Several students complained about the noise.');
    expect(fix('Several students complained about the noise.')).toBe('Several students complained about the noise.');
  });

  it('after a negated do or a question subject, an -s word is the verb ("doesn\'t seems", "Does the printer works")', () => {
    const fix = (text: string) => acceptAll(checkVerbFormAfterAuxiliary, text);
    expect(fix("She doesn't seems tired.")).toBe("She doesn't seem tired.");
    expect(fix('Does the kettle works?')).toBe('Does the kettle work?');
    expect(fix('Does your brother plays chess?')).toBe('Does your brother play chess?');
    expect(fix('Does the hotel has a gym?')).toBe('Does the hotel have a gym?');
    for (const text of ['Do your homework first.', 'What it does works well.', "She doesn't seem tired.", 'Do the results matter?']) expect(fix(text)).toBe(text);
  });

  it('harper: no "be" before a past form with "to" or an object, no "OKAY", no "let\'s" before a person and "or"', () => {
    const lint = (rule: string, text: string, word: string): HarperLint => {
      const start = text.indexOf(word);
      return { rule, start, end: start + word.length, message: '', suggestions: [{ text: 'x' }] } as unknown as HarperLint;
    };
    const kept = (rule: string, text: string, word: string) => suppressFalsePositives(text, [lint(rule, text, word)], tokenizeWords(text)).length;
    expect(kept('ModalBeAdjective', 'You must remembered to call.', 'must')).toBe(0);
    expect(kept('ModalBeAdjective', 'I couldn\'t understood the talk.', 'couldn\'t')).toBe(0);
    expect(kept('ModalBeAdjective', 'The files must deleted.', 'must')).toBe(1);
    expect(kept('OkToOkay', 'Is it OK?', 'OK')).toBe(0);
    expect(kept('LetsConfusion', 'Let Anna or me know.', 'Let')).toBe(0);
    expect(kept('LetsConfusion', 'Let go to the park.', 'Let')).toBe(1);
    // "every hearing this month": a court's hearing is counted (batch 25).
    expect(kept('MassNouns', 'He must be present at every hearing this month.', 'every hearing')).toBe(0);
    expect(kept('MassNouns', 'Thank you for all the useful advices.', 'advices')).toBe(1);
  });
});
