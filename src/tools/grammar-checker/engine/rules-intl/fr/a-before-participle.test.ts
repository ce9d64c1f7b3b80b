import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "à" for "a" between a noun subject and a participle (fr/a-before-participle)', () => {
  it.each([
    ['Mon frère à oublié son parapluie au bureau.', 'Mon frère a oublié son parapluie au bureau.'],
    ['Hier, la voisine à trouvé un chat dans le jardin.', 'Hier, la voisine a trouvé un chat dans le jardin.'],
    ['Le professeur à corrigé nos copies.', 'Le professeur a corrigé nos copies.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Le pot à moitié rempli est sur la table.',
    'Mon frère a oublié son parapluie.',
    'La maison à vendre est au coin de la rue.',
    'Les enfants à peine arrivés ont mangé.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/a-before-participle')).toEqual([]));
});
