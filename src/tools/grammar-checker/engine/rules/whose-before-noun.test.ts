import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkWhoseBeforeNoun } from './whose-before-noun';

describe('checkWhoseBeforeNoun', () => {
  const fix = (text: string) => acceptAll((t) => checkWhoseBeforeNoun(t), text);
  it('"who\'s" + noun + verb is the possessive "whose"', () => {
    expect(fix("Who's umbrella is this?")).toBe('Whose umbrella is this?');
    expect(fix("I asked who's car was blocking the gate.")).toBe('I asked whose car was blocking the gate.');
  });
  it('leaves "who is"', () => {
    for (const text of ["Who's there?", "Who's coming tonight?", "Who's the new manager?", "Who's in charge?"]) expect(fix(text)).toBe(text);
  });
});
