import { describe, expect, it } from 'vitest';
import { acceptAll, expectFixes } from './apply-rule.test-helper';
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

describe('checkWhoseBeforeNoun: the owned noun before a clause with its own subject (batch 67)', () => {
  it('reads "who\'s hive this is" as "whose hive"', () => {
    expectFixes(
      (text) => checkWhoseBeforeNoun(text),
      [
        ["I forgot who's hive this is, but the roof needs a brick on it.", 'I forgot whose hive this is, but the roof needs a brick on it.'],
        ["Do you know who's car that is?", 'Do you know whose car that is?'],
      ],
      ["Who's president this year?", "I wonder who's coming this week.", "Guess who's back this week.", "Who's there this time?"],
    );
  });
});
