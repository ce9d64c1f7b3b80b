import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkMuchMany } from './much-many';

describe('checkMuchMany', () => {
  const fix = (text: string) => acceptAll(checkMuchMany, text);
  it('"much" before a counted plural becomes "many"', () => {
    expect(fix('There were too much people in the room.')).toBe('There were too many people in the room.');
    expect(fix('How much books do you own?')).toBe('How many books do you own?');
    expect(fix('How much children were there?')).toBe('How many children were there?');
    expect(fix("He doesn't have much friends here.")).toBe("He doesn't have many friends here.");
  });
  it('leaves "much" before an amount after a negated verb', () => {
    for (const text of ["We don't have much time.", 'I have much respect for teachers.', 'They have much books.']) expect(fix(text)).toBe(text);
  });
  it('"many" before an uncountable noun becomes "much" (session 22)', () => {
    expect(fix("We don't have many time left before the deadline.")).toBe("We don't have much time left before the deadline.");
    expect(fix('She spent many money on clothes.')).toBe('She spent much money on clothes.');
    expect(fix('There is not many information about it.')).toBe('There is not much information about it.');
    for (const text of ['I have been there many times.', 'We met many time zones away.', 'Many information sources disagree.', 'How many times have you tried?']) expect(fix(text)).toBe(text);
  });
  it('leaves uncountable nouns and "how much" asking how far', () => {
    for (const text of ['How much money do you need?', 'It shows how much people communicate online.', 'There was too much news today.', 'So much work is left.']) expect(fix(text)).toBe(text);
  });
});
