import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkCompoundSubject } from './compound-subject';
import { checkConfusableWords } from './confusable-words';
import { checkIndefiniteSubjectAgreement } from './indefinite-subject-agreement';
import { checkNumberAgreement } from './number-agreement';
import { checkPronounAfterPreposition } from './pronoun-after-preposition';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';
import { checkVerbFormAfterAuxiliary } from './verb-form-after-auxiliary';

// Issue 33, second round: each rule change with a wrong sentence it fixes and right ones it leaves alone.
describe('student errors (issue 33, second round)', () => {
  it('pronoun case: "and I" before an infinitive or a second object is an object', () => {
    const fix = (text: string) => acceptAll((t) => checkPronounAfterPreposition(t), text);
    expect(fix('The professor asked Sam and I to stay after class.')).toBe('The professor asked Sam and me to stay after class.');
    expect(fix('The teacher sent my partner and I an email.')).toBe('The teacher sent my partner and me an email.');
    for (const text of ['Lisa and I went to lunch.', 'I think Anna and I should go.', 'My friend and I studied all night.']) expect(fix(text)).toBe(text);
  });

  it('pronoun case: "us" + plural noun as a subject is "we"', () => {
    const fix = (text: string) => acceptAll((t) => checkPronounAfterPreposition(t), text);
    expect(fix('Us students need more time.')).toBe('We students need more time.');
    expect(fix('Us freshmen have to live on campus.')).toBe('We freshmen have to live on campus.');
    for (const text of ['The coach told us players to warm up.', 'Let us students decide.', 'She gave us books to read.', 'US researchers reported a rise.']) expect(fix(text)).toBe(text);
  });

  it('a negated modal takes the base form', () => {
    const fix = (text: string) => acceptAll(checkVerbFormAfterAuxiliary, text);
    expect(fix("She can't came to the meeting.")).toBe("She can't come to the meeting.");
    expect(fix("They won't came to the party.")).toBe("They won't come to the party.");
    for (const text of ["I couldn't believe my eyes.", "We won't go there.", 'It cannot be done.']) expect(fix(text)).toBe(text);
    // Found on human-written text: "will" the noun, and a modal that ends its clause.
    for (const text of ['A strong political will to tackle it helps.', 'I did what I could to help.']) expect(fix(text)).toBe(text);
  });

  it('"many/most student" + verb: the noun is plural; "student loans" stays', () => {
    const fix = (text: string) => acceptAll(checkNumberAgreement, text);
    expect(fix('Many student think the test was unfair.')).toBe('Many students think the test was unfair.');
    expect(fix('Most student believe the rule is unfair.')).toBe('Most students believe the rule is unfair.');
    for (const text of ['Many student loans are hard to repay.', 'It was the most student-friendly option.', 'Most students agree.']) expect(fix(text)).toBe(text);
  });

  it('subject-verb: a base verb before "when" is a verb; "like" after an indefinite pronoun', () => {
    const fix = (text: string) => acceptAll((t) => checkSubjectVerbAgreement(t), text);
    expect(fix('The teacher notice when we are late.')).toBe('The teacher notices when we are late.');
    expect(fix('Everybody in my family like pizza.')).toBe('Everybody in my family likes pizza.');
    for (const text of ['The teachers notice when we are late.', 'Someone in a city like Paris knows the way.', 'A friend like you is rare.', 'Everyone in the group, like me, was tired.']) {
      expect(fix(text)).toBe(text);
    }
  });

  it('indefinite pronoun + relative clause: the main verb is singular', () => {
    const fix = (text: string) => acceptAll(checkIndefiniteSubjectAgreement, text);
    expect(fix('Anyone who wants to come are welcome.')).toBe('Anyone who wants to come is welcome.');
    expect(fix('Everyone who finished the quiz were allowed to leave.')).toBe('Everyone who finished the quiz was allowed to leave.');
    for (const text of ['Anyone who knows the answer is lucky.', 'Everyone who knows the people who are coming is excited.', 'Everyone who came and the friends they brought were welcome.']) {
      expect(fix(text)).toBe(text);
    }
  });

  it('two -ing activities with a plural complement take a plural verb', () => {
    const fix = (text: string) => acceptAll(checkCompoundSubject, text);
    expect(fix('Reading and writing is important skills.')).toBe('Reading and writing are important skills.');
    for (const text of ['Reading and writing is fun.', 'Bread and butter is my usual breakfast.', 'Swimming and running are good exercises.']) expect(fix(text)).toBe(text);
  });

  it('"rather X then Y" compares: "than"', () => {
    const fix = (text: string) => acceptAll(checkConfusableWords, text);
    expect(fix("I'd rather stay home then go to the party.")).toBe("I'd rather stay home than go to the party.");
    for (const text of ['I would rather finish early and then relax.', 'I would rather wait. Then we can talk.']) expect(fix(text)).toBe(text);
  });
});
