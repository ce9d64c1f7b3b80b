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
  it('leaves uncountable nouns and "how much" asking how far', () => {
    for (const text of ['How much money do you need?', 'It shows how much people communicate online.', 'There was too much news today.', 'So much work is left.']) expect(fix(text)).toBe(text);
  });
});
