import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkMuchMany } from './much-many';

describe('checkMuchMany', () => {
  const fix = (text: string) => acceptAll(checkMuchMany, text);
  it('"much" before a counted plural becomes "many"', () => {
    expect(fix('There were too much people in the room.')).toBe('There were too many people in the room.');
    expect(fix('How much books do you own?')).toBe('How many books do you own?');
    expect(fix('How much children were there?')).toBe('How many children were there?');
  });
  it('leaves uncountable nouns and "how much" asking how far', () => {
    for (const text of ['How much money do you need?', 'It shows how much people communicate online.', 'There was too much news today.', 'So much work is left.']) expect(fix(text)).toBe(text);
  });
});
