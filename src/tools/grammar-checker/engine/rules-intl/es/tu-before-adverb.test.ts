import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "tu" before an adverb and a tú verb is the pronoun (es/tu-before-adverb)', () => {
  it.each([
    ['¿Tu también vas al concierto de Rosalía?', '¿Tú también vas al concierto de Rosalía?'],
    ['Tu nunca llamas a tu madre.', 'Tú nunca llamas a tu madre.'],
    ['Y tu ya sabes la respuesta.', 'Y tú ya sabes la respuesta.'],
  ])('mends "%s"', (wrong, right) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(right));

  it.each([
    'Tú también vas al concierto.',
    'Tu siempre fiel amigo te espera.',
    'Tu hermano también viene.',
    'Tu casa ya está lista.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
