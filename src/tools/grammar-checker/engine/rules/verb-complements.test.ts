import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkVerbComplements } from './verb-complements';

describe('checkVerbComplements', () => {
  const fix = (text: string) => acceptAll((t) => checkVerbComplements(t), text);
  it('adds "for" after wait', () => {
    expect(fix('We are waiting the bus.')).toBe('We are waiting for the bus.');
    expect(fix('Preheat the oven and wait it to reach 180 degrees.')).toBe('Preheat the oven and wait for it to reach 180 degrees.');
  });
  it('drops "to" after let + object', () => {
    expect(fix('Let the dough to rest for an hour.')).toBe('Let the dough rest for an hour.');
    expect(fix('Let me to explain.')).toBe('Let me explain.');
  });
  it('drops "to" after let + a two-noun object, and after a modal opening a question (session 23)', () => {
    expect(fix('Never let the kitchen staff to leave the oven on.')).toBe('Never let the kitchen staff leave the oven on.');
    expect(fix('When should the new volunteers to arrive on Saturday?')).toBe('When should the new volunteers arrive on Saturday?');
    expect(fix('Can we to bring our own snacks to the trip?')).toBe('Can we bring our own snacks to the trip?');
    for (const text of ['Will the decision to close the library affect the students?', 'Could the plan to build a new gym get approved?', 'Should we try to leave before the traffic?', 'Where can the kids go to play after school?', 'They let the holiday cottage to families in summer.', 'You should go to bed early.'])
      expect(fix(text)).toBe(text);
  });
  it('makes a purpose after a verb of going "to" + verb, not "for" + verb (session 23)', () => {
    expect(fix('She came to the market for buy some fresh fish.')).toBe('She came to the market to buy some fresh fish.');
    expect(fix('We drove to the airport for meet my uncle.')).toBe('We drove to the airport to meet my uncle.');
    for (const text of ['We went to the office for help the next morning.', 'Thanks for share the photos.', 'He went home for lunch the next day.', 'They went out for a walk after dinner.'])
      expect(fix(text)).toBe(text);
  });
  it('gives "don\'t forget" a to-infinitive', () => {
    expect(fix("Don't forget bringing your badge to the training.")).toBe("Don't forget to bring your badge to the training.");
  });
  it('marries people directly or "to" them', () => {
    expect(fix('He got married with his high school girlfriend.')).toBe('He got married to his high school girlfriend.');
    expect(fix('She married with a Spanish prince in 1501.')).toBe('She married a Spanish prince in 1501.');
  });
  it('leaves the right complements alone', () => {
    for (const text of ['Wait your turn.', 'Wait a minute.', 'We waited the whole day.', 'They let the flat to students.', "I'll never forget meeting her.",
      'She is married with two children.', 'They got married with the blessing of their parents.', 'She is married with a child.', 'We waited for the bus.'])
      expect(fix(text)).toBe(text);
  });
});

describe('checkVerbComplements: "let her kids to …" (session 35)', () => {
  const fix = (text: string) => acceptAll((t) => checkVerbComplements(t), text);
  it('reads "her" before a noun as a possessive and drops "to"', () => {
    expect(fix('Our coach lets her players to choose the music.')).toBe('Our coach lets her players choose the music.');
    expect(fix('Mum let her little brother to stay up late.')).toBe('Mum let her little brother stay up late.');
    for (const text of ['She lets her flat to students in summer.', 'Our coach lets her players choose the music.']) expect(fix(text)).toBe(text);
  });
});
