import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: a noun of both genders as the subject before avoir (fr/participle-agreement-que)', () => {
  it.each([
    ["La lettre que le propriétaire m'a envoyé est arrivée ce matin.", "La lettre que le propriétaire m'a envoyée est arrivée ce matin."],
    ["Les clés que mon collègue m'a prêté sont là.", "Les clés que mon collègue m'a prêtées sont là."],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    "La lettre que le propriétaire m'a envoyée est arrivée ce matin.",
    "Le livre que le libraire m'a conseillé est bon. C'est la femme dont le propriétaire m'a parlé.",
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right)).toEqual([]));
});
