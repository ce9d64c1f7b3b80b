import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

// fr/ou-where: "ne … plus", "ne … jamais" between the verb of knowing and its indirect question, like "pas".
describe('French: "où" after "je ne sais plus" (fr/ou-where)', () => {
  it.each([
    ["Je ne sais plus ou j'ai mis les clés de la maison.", "Je ne sais plus où j'ai mis les clés de la maison."],
    ['Il ne sait jamais ou il a garé sa voiture.', 'Il ne sait jamais où il a garé sa voiture.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each(['Il y en a plus ou moins vingt. Tu en veux plus ou tu as assez ?', "Je ne sais plus où j'ai mis les clés."])('leaves "%s" alone', (right) =>
    expect(runRules(FRENCH_RULES, right)).toEqual([]),
  );
});
