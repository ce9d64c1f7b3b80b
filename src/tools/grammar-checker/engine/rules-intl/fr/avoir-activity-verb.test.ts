import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: être for avoir with a verb of activity (fr/avoir-activity-verb)', () => {
  it.each([
    ['Hier soir je suis dormi chez ma tante.', "Hier soir j'ai dormi chez ma tante."],
    ['Nous sommes travaillés toute la journée.', 'Nous avons travaillé toute la journée.'],
    ['Vous êtes déjeuné où ?', 'Vous avez déjeuné où ?'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Je suis mangé par les moustiques chaque été.',
    "J'ai mangé au restaurant.",
    'Le gâteau est mangé.',
    'Nous nous sommes téléphoné hier.',
    'Vous vous êtes bien amusés ?',
    'Je suis allé au cinéma.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right)).toEqual([]));
});
