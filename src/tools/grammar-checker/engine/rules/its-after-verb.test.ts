import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
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
