import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "a" for "à" before the person given to (fr/a-before-recipient)', () => {
  it.each([
    ['Elle a envoyé une carte a sa grand-mère.', 'Elle a envoyé une carte à sa grand-mère.'],
    ['Je montre les photos a mon frère demain.', 'Je montre les photos à mon frère demain.'],
    ['Nous avons prêté la voiture a nos voisins.', 'Nous avons prêté la voiture à nos voisins.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Il a donné le livre à sa sœur.',
    'Elle dit que le chat a sa place ici.',
    'Le garçon qui a lu le livre a un chien.',
    'Mon père a une voiture rouge.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/a-before-recipient')).toEqual([]));
});
