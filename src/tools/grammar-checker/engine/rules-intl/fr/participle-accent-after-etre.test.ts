import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: the participle in -é after être, written without its accent (fr/participle-accent-after-etre)', () => {
  it.each([
    ['Le gâteau était trop sucre.', 'Le gâteau était trop sucré.'],
    ['Mon frère est tombe de vélo.', 'Mon frère est tombé de vélo.'],
    ['Les invités sont arrive en retard.', 'Les invités sont arrivés en retard.'],
    ['La soupe était vraiment sucre.', 'La soupe était vraiment sucrée.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each(['Mon oncle est arbitre.', 'Il est calme.', 'Elle est membre du club.', 'Le thé était trop sucré.', 'Il est très pratique.'])('leaves "%s" alone', (right) =>
    expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/participle-accent-after-etre')).toEqual([]),
  );
});
