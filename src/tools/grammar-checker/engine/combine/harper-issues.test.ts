import { describe, expect, it } from 'vitest';
import { type HarperLint } from '../workers/engine-workers';
import { toHarperIssue } from './harper-issues';

function lintOn(text: string, word: string, rule: string, fix: string): HarperLint {
  const start = text.indexOf(word);
  return { rule, kind: 'Spelling', start, end: start + word.length, message: `Did you mean “${fix}”?`, suggestions: [{ kind: 0, text: fix }] };
}

describe('harper issues on names', () => {
  it('shows but does not apply a fix that turns a name inside a sentence into a word, possessive or not', () => {
    const petrov = 'Mr. Petrov is responsible for marketing.';
    expect(toHarperIssue(petrov, lintOn(petrov, 'Petrov', 'SpellCheck', 'Petrol')).confidence).toBeLessThanOrEqual(0.6);
    const nonna = "We had dinner at Nonna's.";
    expect(toHarperIssue(nonna, lintOn(nonna, "Nonna's", 'WrongNegative', "Dena's")).confidence).toBeLessThanOrEqual(0.6);
  });

  it('takes a capitalised word next to another one for a name, even at a sentence start (batch 25: "Cristiano" → "Cristina", "Ngozi" → "Nazi")', () => {
    for (const [text, word, fix] of [
      ['Cristiano Ronaldo and Kylian Mbappé both scored twice.', 'Cristiano', 'Cristina'],
      ['Ngozi Okonjo-Iweala spoke at the WTO meeting in Geneva.', 'Ngozi', 'Nazi'],
      ["Jürgen Klopp's teams were famous for their pressing.", 'Jürgen', 'Jargon'],
    ] as const) {
      expect(toHarperIssue(text, lintOn(text, word, 'SpellCheck', fix)).confidence).toBeLessThanOrEqual(0.6);
    }
    // A misspelt first word is no name.
    const slip = 'Becuase it rained, we stayed in.';
    expect(toHarperIssue(slip, lintOn(slip, 'Becuase', 'SpellCheck', 'Because')).confidence).toBeGreaterThan(0.6);
  });

  it('still fixes a month or weekday one slip away', () => {
    const text = 'We met in Febuary.';
    expect(toHarperIssue(text, lintOn(text, 'Febuary', 'SpellCheck', 'February')).confidence).toBeGreaterThan(0.6);
  });
});

describe('harper issues on rare words and names before their verb (batch 32)', () => {
  it('shows but does not apply a fix of a rare real word into a near common one', () => {
    const lab = 'The solution was heated under reflux for an hour.';
    expect(toHarperIssue(lab, lintOn(lab, 'reflux', 'SpellCheck', 'reflex')).confidence).toBeLessThanOrEqual(0.6);
    // A very common word for a rare one is still the likelier intent.
    const slip = 'Please confirm wether the room is free.';
    expect(toHarperIssue(slip, lintOn(slip, 'wether', 'SpellCheck', 'whether')).confidence).toBeGreaterThan(0.6);
  });

  it('takes an unknown capitalised first word right before its verb for a name, but mends a misspelt pronoun', () => {
    const hamid = 'Hamid has gone to the bank.';
    expect(toHarperIssue(hamid, lintOn(hamid, 'Hamid', 'SpellCheck', 'Humid')).confidence).toBeLessThanOrEqual(0.6);
    const slip = 'Evryone has left the room.';
    expect(toHarperIssue(slip, lintOn(slip, 'Evryone', 'SpellCheck', 'Everyone')).confidence).toBeGreaterThan(0.6);
  });
});
