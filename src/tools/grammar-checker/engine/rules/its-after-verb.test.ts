import { describe, expect, it } from 'vitest';
import { acceptAll, expectFixes } from './apply-rule.test-helper';
import { checkItsAfterVerb } from './its-after-verb';

describe('checkItsAfterVerb', () => {
  const fix = (text: string) => acceptAll((t) => checkItsAfterVerb(t), text);
  it('makes "it\'s" the possessive as the object of an action verb', () => {
    expect(fix("The library extended it's opening hours during exams.")).toBe('The library extended its opening hours during exams.');
    expect(fix("The company changed it's name.")).toBe('The company changed its name.');
  });
  it('leaves "it is" after verbs that take a clause', () => {
    for (const text of ["I know it's time to go.", "She said it's cold outside.", "I think it's a good idea.", "Make sure it's done."])
      expect(fix(text)).toBe(text);
  });
});

describe('checkItsAfterVerb: "it\'s" before the subject of a verb (session 28)', () => {
  const fix = (text: string) => acceptAll((t) => checkItsAfterVerb(t), text);
  it('makes "it\'s" the owner when its noun phrase has a verb of its own', () => {
    expect(fix("The flat is nice but it's kitchen window leaks.")).toBe('The flat is nice but its kitchen window leaks.');
    expect(fix("The company said it's new manager is strict.")).toBe('The company said its new manager is strict.');
    expect(fix("We kept the old kettle because it's new one leaks.")).toBe('We kept the old kettle because its new one leaks.');
  });
  it('leaves "it is" before an adjective, a noun and a clause', () => {
    for (const text of ["It's cold today.", "It's hot water that helps.", "It's common sense people need.", "It's a shame it rains.", "I know it's late."]) expect(fix(text)).toBe(text);
  });
});

describe('its before a noun the tagger reads as a bare verb (session 35)', () => {
  it('"and it\'s terrace is open" → "its"; "it\'s time to go" and "it\'s garden time" stay', () => {
    expectFixes(
      checkItsAfterVerb,
      [
        ["The café is tiny, and it's terrace is always full.", "The café is tiny, and its terrace is always full."],
        ["I like the museum, but it's cellar was damp.", "I like the museum, but its cellar was damp."],
      ],
      ["It's time to go.", "I think it's garden time.", "The café is tiny, and its terrace is always full.", "It's snow that falls."],
    );
  });
});
