import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: an irregular form takes the person of the subject before it (es/irregular-verb-form)', () => {
  it.each([
    ['El verano pasado mi primo conducí la furgoneta hasta Madrid.', 'El verano pasado mi primo condujo la furgoneta hasta Madrid.'],
    ['Ayer yo tenió un problema con el coche.', 'Ayer yo tuve un problema con el coche.'],
    ['Mis padres hací una paella enorme.', 'Mis padres hicieron una paella enorme.'],
    ['Mi abuela conducó el tractor toda su vida.', 'Mi abuela condujo el tractor toda su vida.'],
    ['Ayer poní las llaves en la mesa.', 'Ayer puse las llaves en la mesa.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'El verano pasado mi tío condujo el camión hasta Valencia.',
    'El libro lo leí yo.',
    'Mi tío escribió una carta y la mandó.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
