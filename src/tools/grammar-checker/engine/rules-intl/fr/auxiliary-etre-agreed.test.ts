import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: an agreed participle of movement after avoir wants être (fr/auxiliary-etre)', () => {
  it.each([
    ['Samedi, nous avons sortis très tard du cinéma.', 'Samedi, nous sommes sortis très tard du cinéma.'],
    ['Mes tantes ont descendues vite pour le dîner.', 'Mes tantes sont descendues vite pour le dîner.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Nous avons rentré les chaises avant la pluie.',
    'Elles ont sorti leurs vélos du garage.',
    'Nous sommes rentrés très tard hier.',
    "J'ai sorti la poubelle ce matin.",
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right)).toEqual([]));

  it('keeps the plural a "vous" may take ("Vous avez venus" → "Vous êtes venus", not "venu")', () => {
    expect(acceptAllOf(FRENCH_RULES, 'Vous avez venus à pied depuis la gare ?')).toBe('Vous êtes venus à pied depuis la gare ?');
    expect(acceptAllOf(FRENCH_RULES, 'Vous avez venu hier soir ?')).toBe('Vous êtes venu hier soir ?');
  });

  it('mends only the participle when an object follows', () => {
    expect(acceptAllOf(FRENCH_RULES, 'Nous avons rentrés les chaises avant la pluie.')).toBe('Nous avons rentré les chaises avant la pluie.');
  });
});
