import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "esta" before a participle with no noun after it is "está" (es/esta-before-participle)', () => {
  it.each([
    ['¿Esta abierta la biblioteca durante las vacaciones?', '¿Está abierta la biblioteca durante las vacaciones?'],
    ['¿Esta cerrado el museo hoy?', '¿Está cerrado el museo hoy?'],
    ['Creo que esta llena la piscina.', 'Creo que está llena la piscina.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Esta llamada es para ti. Esta comida la hizo mi madre.',
    'Esta nueva casa es bonita y esta parada es la mía.',
    'Esta entrada cuesta diez euros. ¿Está abierta la biblioteca?',
    'Esta lista de la compra es muy larga.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
