import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "leurs" before a number keeps its -s (fr/leur-leurs)', () => {
  it.each([
    "C'est leur fille qui leur a offert ce voyage pour leurs trente ans de mariage.",
    'Ils sont venus avec leurs deux enfants et leurs 3 chiens.',
    'Elles ont fêté leurs vingt-cinq ans ensemble.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right)).toEqual([]));

  it('still mends "leurs" before a singular noun', () => {
    expect(acceptAllOf(FRENCH_RULES, 'Ils ont vendu leurs maison.')).toBe('Ils ont vendu leur maison.');
  });
});
