import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

// fr/ou-where: an imperative with its object pronoun ("dis-moi", "montrez-nous") opens an indirect question like "dire".
describe('French: "Dis-moi ou tu vas" → "où" (fr/ou-where, session 35)', () => {
  it.each([
    ['Dis-moi ou tu as garé la voiture.', 'Dis-moi où tu as garé la voiture.'],
    ['Montrez-nous ou elle travaille.', 'Montrez-nous où elle travaille.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each(['Dis-moi oui ou non.', 'Dis-moi ou je pars.', 'Dis-moi où tu as garé la voiture.'])('leaves "%s" alone', (right) =>
    expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/ou-where')).toEqual([]),
  );
});
