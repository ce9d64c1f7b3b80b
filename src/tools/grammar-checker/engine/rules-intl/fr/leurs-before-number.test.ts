import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "leurs" before a number and a plural noun (fr/leurs-before-number)', () => {
  it.each([
    ['Mes cousins ont vendu leur trois vélos au marché.', 'Mes cousins ont vendu leurs trois vélos au marché.'],
    ['Ils promènent leur 2 chiens tous les soirs.', 'Ils promènent leurs 2 chiens tous les soirs.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Ils ont invité leurs deux filles au restaurant.',
    'Je leur ai donné deux livres hier.',
    'Nous leur avons prêté trois chaises.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right)).toEqual([]));
});
