import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "plus meilleur" → "meilleur" (fr/plus-meilleur)', () => {
  it.each([
    ['Ce gâteau est plus meilleur que celui de la boulangerie.', 'Ce gâteau est meilleur que celui de la boulangerie.'],
    ['Ma note est plus pire que la tienne.', 'Ma note est pire que la tienne.'],
    ["C'est la plus meilleure idée de la réunion.", "C'est la meilleure idée de la réunion."],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each(["Il n'est plus meilleur que moi au tennis.", 'Ce film est meilleur que le premier.', 'De plus, meilleur est le prix, plus on vend.'])('leaves "%s" alone', (right) =>
    expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/plus-meilleur')).toEqual([]),
  );
});
