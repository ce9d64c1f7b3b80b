import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish nouns of two genders keep the writer\'s determiner ("la final", "el final")', () => {
  it.each([
    ['Quiero que tú vienes a la final del torneo.', 'Quiero que tú vengas a la final del torneo.'],
    ['Los final del torneo.', 'El final del torneo.'],
    ['La problema es la capital.', 'El problema es la capital.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Vimos la final en el estadio nuevo.',
    'El final de la película es muy triste.',
    'El capital de la empresa creció y la capital de Francia es París.',
    'El parte médico llegó tarde. La radio está encendida y el radio del círculo mide dos metros.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
