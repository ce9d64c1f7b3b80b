import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkNumberAgreement } from './number-agreement';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';
import { checkThereIsAgreement } from './there-is-agreement';
import { checkUncountableNouns } from './uncountable-nouns';
import { checkVerbFormAfterAuxiliary } from './verb-form-after-auxiliary';
import { checkVerbFormAfterBeHave } from './verb-form-after-be-have';

// Issue 33, fifth round: each change with a wrong sentence it fixes and right ones it leaves alone.
describe('everyday errors (issue 33, fifth round)', () => {
  it('reads the subject head in more places: -ss nouns, short forms, possessives, "next door", "to" + verb', () => {
    const fix = (text: string) => acceptAll((t) => checkSubjectVerbAgreement(t), text);
    expect(fix('My boss want the report by noon.')).toBe('My boss wants the report by noon.');
    expect(fix('The oven need to be cleaned.')).toBe('The oven needs to be cleaned.');
    expect(fix('The app crash every time I open it.')).toBe('The app crashes every time I open it.');
    expect(fix("My phone's battery don't last a full day.")).toBe("My phone's battery doesn't last a full day.");
    expect(fix('The people next door has a new car.')).toBe('The people next door have a new car.');
    expect(fix('The furniture in our flat are old.')).toBe('The furniture in our flat is old.');
    for (const text of [
      'The boss wants the report.', "My boss's car is red.", 'The bus stop near the school is closed.', 'The apps need to be updated.',
      'The house next door is empty.', 'The crisis is over.', 'The boxes in our flat are old.', "My brother's friends live in Leeds.",
      'The paint dries fast.', 'The car crash happened at night.', 'My sister work hours are long.', 'My dad cook book is old.',
    ]) expect(fix(text)).toBe(text);
    // After a possessed person, a base verb the tagger reads as a noun before its object.
    expect(fix('My mother cook dinner every night.')).toBe('My mother cooks dinner every night.');
  });

  it('a question with a pronoun between the modal and the verb takes the base form', () => {
    const fix = (text: string) => acceptAll(checkVerbFormAfterAuxiliary, text);
    expect(fix('Could you sent me the invoice again?')).toBe('Could you send me the invoice again?');
    expect(fix('Should we called him?')).toBe('Should we call him?');
    for (const text of ['Could you have finished?', 'Could you tell me what happened?', 'What could you possibly mean?', 'May I ask a question?']) expect(fix(text)).toBe(text);
  });

  it('"there are some rice" → "there is", unless the noun modifies another', () => {
    const fix = (text: string) => acceptAll(checkThereIsAgreement, text);
    expect(fix('There are some rice left in the pot.')).toBe('There is some rice left in the pot.');
    expect(fix('There were no time to eat.')).toBe('There was no time to eat.');
    for (const text of ['There are some rice cakes on the table.', 'There are no water bottles left.', 'There are some rice and beans.', 'There are no rooms available.']) {
      expect(fix(text)).toBe(text);
    }
  });

  it('a verb that is also a noun after "be" is a passive only before an agent, cause or time', () => {
    const fix = (text: string) => acceptAll(checkVerbFormAfterBeHave, text);
    expect(fix('Our flight was delay because of the storm.')).toBe('Our flight was delayed because of the storm.');
    expect(fix('The car was damage by the hail.')).toBe('The car was damaged by the hail.');
    for (const text of ['The main problem was delay.', 'The only change was paint.']) expect(fix(text)).toBe(text);
  });

  it('measures and everyday things count: "two kilo" → "kilos"; "staffs" → "staff"', () => {
    expect(acceptAll(checkNumberAgreement, 'I bought two kilo of apples.')).toBe('I bought two kilos of apples.');
    expect(acceptAll(checkNumberAgreement, 'We ate two pizza slices.')).toBe('We ate two pizza slices.');
    expect(acceptAll(checkUncountableNouns, 'We need to hire more staffs for the summer.')).toBe('We need to hire more staff for the summer.');
    expect(acceptAll(checkUncountableNouns, 'She staffs the front desk.')).toBe('She staffs the front desk.');
  });
  it('"Have you ever rode" → "ridden"; "some of the milk" is singular; "two week ago", "many student forget"', () => {
    const have = (text: string) => acceptAll(checkVerbFormAfterBeHave, text);
    expect(have('Have you ever rode a horse?')).toBe('Have you ever ridden a horse?');
    expect(have('Has she went home?')).toBe('Has she gone home?');
    for (const text of ['What have you got?', 'Have you seen it?', 'I had it fixed.']) expect(have(text)).toBe(text);
    const agree = (text: string) => acceptAll((t) => checkSubjectVerbAgreement(t), text);
    expect(agree('Some of the milk have gone sour.')).toBe('Some of the milk has gone sour.');
    expect(agree('Some of the students have left.')).toBe('Some of the students have left.');
    const number = (text: string) => acceptAll(checkNumberAgreement, text);
    expect(number('Two week ago I started a new job.')).toBe('Two weeks ago I started a new job.');
    expect(number('Many student forget to eat breakfast.')).toBe('Many students forget to eat breakfast.');
    for (const text of ['Three years ago we met.', 'A two week course starts soon.', 'Most student loans are expensive.']) expect(number(text)).toBe(text);
  });
  it('"Our neighbour have" (a British spelling the tagger Americanises), "needs to be wash", "have already eat"', () => {
    expect(acceptAll((t) => checkSubjectVerbAgreement(t), 'Our neighbour have three cats.')).toBe('Our neighbour has three cats.');
    expect(acceptAll((t) => checkSubjectVerbAgreement(t), 'The centre is closed.')).toBe('The centre is closed.');
    const fix = (text: string) => acceptAll(checkVerbFormAfterBeHave, text);
    expect(fix('The car needs to be wash.')).toBe('The car needs to be washed.');
    expect(fix('I have already eat breakfast.')).toBe('I have already eaten breakfast.');
    for (const text of ['The sign was clear.', 'I have already finished.', 'They have just complete control.']) expect(fix(text)).toBe(text);
  });
});
