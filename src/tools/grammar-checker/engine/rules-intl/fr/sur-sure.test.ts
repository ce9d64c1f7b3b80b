import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "sûr" (certain) after être, written "sur" (fr/sur-sure)', () => {
  it.each([
    ["Il n'en est pas sur.", "Il n'en est pas sûr."],
    ['Ils sont sur que le train partira.', 'Ils sont sûrs que le train partira.'],
    ['Elle est vraiment sur de ça.', 'Elle est vraiment sûre de ça.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each(['Le chat est sur le lit.', 'Je suis sur le point de partir.', 'Il est sur de nouveaux projets.', 'Le livre est sur.'])('leaves "%s" alone', (right) =>
    expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/sur-sure')).toEqual([]),
  );
});
