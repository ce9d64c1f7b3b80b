import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkCompoundSubject } from './compound-subject';
import { checkIndefiniteSubjectAgreement } from './indefinite-subject-agreement';
import { checkThereIsAgreement } from './there-is-agreement';

describe('indefinite subjects', () => {
  const fix = (text: string) => acceptAll(checkIndefiniteSubjectAgreement, text);
  it('takes a singular verb', () => {
    expect(fix('Everyone have a right to vote.')).toBe('Everyone has a right to vote.');
    expect(fix('Nobody know the answer. Everybody are here.')).toBe('Nobody knows the answer. Everybody is here.');
    expect(fix('Each of the students have a laptop.')).toBe('Each of the students has a laptop.');
    expect(fix('I think everyone need a break.')).toBe('I think everyone needs a break.');
  });
  it('gives the past, not the -s form, when the sentence names a finished time (session 23)', () => {
    expect(fix('The shop closed early yesterday and nobody buy anything.')).toBe('The shop closed early yesterday and nobody bought anything.');
    expect(fix('Last night the power went out and everyone leave the hall.')).toBe('Last night the power went out and everyone left the hall.');
    expect(fix('Everyone need a ticket for tomorrow.')).toBe('Everyone needs a ticket for tomorrow.');
    for (const text of ['Nobody knew the answer yesterday.', 'Everyone left two hours ago.']) expect(fix(text)).toBe(text);
  });
  it('leaves questions, causatives and prepositions alone', () => {
    for (const text of ['Does everyone have a pen?', 'Let everyone know.', 'Something like this happens.', 'Everyone I know likes it.']) expect(fix(text)).toBe(text);
  });
  it('leaves "Everyone accept Tom has…" to the accept/except rule: a second verb after the name (session 22)', () => {
    expect(fix('Everyone accept the new rules.')).toBe('Everyone accepts the new rules.');
    for (const text of ['Everyone accept Tom has signed the card.', 'Everybody accept my brother was there.']) expect(fix(text)).toBe(text);
  });
});

describe('compound subjects and pronoun case', () => {
  const fix = (text: string) => acceptAll(checkCompoundSubject, text);
  it('puts subject pronouns in subject position, "I" last, and makes the verb plural', () => {
    expect(fix('Me and my sister goes to school.')).toBe('My sister and I go to school.');
    expect(fix('Me and him has a plan.')).toBe('He and I have a plan.');
    expect(fix('Yesterday me and my dad watched it.')).toBe('Yesterday my dad and I watched it.');
    expect(fix('My father and my uncle works here.')).toBe('My father and my uncle work here.');
  });
  it('reads a noun before a noun and a number word as part of the subject (session 23)', () => {
    expect(fix('The booking reference and the flight time is printed on the ticket.')).toBe('The booking reference and the flight time are printed on the ticket.');
    expect(fix('Three nurses and a hospital porter was waiting at the door.')).toBe('Three nurses and a hospital porter were waiting at the door.');
    for (const text of ['Two weeks and a day is a long time to wait.', 'If you press it twice, the printer jam and the page is ruined.', 'The bus driver and the guide were both kind.', 'The tour guide and the driver are waiting outside.'])
      expect(fix(text)).toBe(text);
  });
  it('keeps object pronouns after verbs and prepositions', () => {
    for (const text of ['They invited my sister and me.', 'Between you and me, it failed.', 'He gave it to her and me.']) expect(fix(text)).toBe(text);
  });
});

describe('there is / there are', () => {
  const fix = (text: string) => acceptAll(checkThereIsAgreement, text);
  it("there is/isn't enough + plural (issue 33), and enough + uncountable stays", () => {
    expect(fix("There isn't enough seats.")).toBe("There aren't enough seats.");
    expect(fix("There isn't enough time.")).toBe("There isn't enough time.");
  });
  it('agrees with the noun that follows', () => {
    expect(fix('There is many reasons.')).toBe('There are many reasons.');
    expect(fix("There's two cars.")).toBe('There are two cars.');
    expect(fix('There are a problem.')).toBe('There is a problem.');
  });
  it('keeps plural-in-meaning phrases', () => {
    for (const text of ['There are a lot of people.', 'There are a few things.', 'There is much to learn.', 'There is news.']) expect(fix(text)).toBe(text);
  });
});
