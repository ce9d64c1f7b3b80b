import { describe, it } from 'vitest';
import { expectFixes } from './apply-rule.test-helper';
import { checkBadAtSkill } from './bad-at-skill';

describe('"bad in" a skill', () => {
  it('asks for "at" before a subject or an activity, and leaves conditions and "weak in" alone', () => {
    expectFixes(
      checkBadAtSkill,
      [
        ['My brother is terrible in geography.', 'My brother is terrible at geography.'],
        ["I'm really hopeless in cooking.", "I'm really hopeless at cooking."],
      ],
      ['The traffic is bad in the morning.', 'Our results were bad in maths this year.', 'The joke is terrible in French.', 'She is weak in history.', 'Things got worse in science funding.'],
    );
  });
});
