import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "où" for "ou" between two phrases with a preposition (fr/ou-between-phrases)', () => {
  it.each([
    ['Nous pouvons dîner chez moi où au restaurant, comme tu veux.', 'Nous pouvons dîner chez moi ou au restaurant, comme tu veux.'],
    ['Tu préfères partir en train où en voiture ?', 'Tu préfères partir en train ou en voiture ?'],
    ['Je travaille à la bibliothèque où à la maison.', 'Je travaille à la bibliothèque ou à la maison.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Nous avons visité la maison où en été il fait très frais.',
    'Je connais le café où au printemps on sert des glaces.',
    'Il habite dans la ville où à chaque coin de rue se trouve une boulangerie.',
    'Tu préfères partir en train ou en voiture ?',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/ou-between-phrases')).toEqual([]));
});
