import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "son" for "sont" after a plural subject with a complement (fr/son-sont)', () => {
  it.each([
    ['Les places pour le match de dimanche son déjà réservées.', 'Les places pour le match de dimanche sont déjà réservées.'],
    ['Les gâteaux de ma grand-mère son toujours délicieux.', 'Les gâteaux de ma grand-mère sont toujours délicieux.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Les enfants aiment son gâteau déjà célèbre.',
    'Le frère de Marie et son très vieux chien habitent ici.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right)).toEqual([]));
});
