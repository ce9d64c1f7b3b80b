import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: who a present is for takes "para", after a pronoun or a person (es/para-recipient)', () => {
  it.each([
    ['Este regalo es por los novios, de parte de toda la familia.', 'Este regalo es para los novios, de parte de toda la familia.'],
    ['Las flores son por mi madre.', 'Las flores son para mi madre.'],
    ['Este regalo es por ti.', 'Este regalo es para ti.'],
    ['Estos apuntes son por mi compañero de clase, que estuvo enfermo.', 'Estos apuntes son para mi compañero de clase, que estuvo enfermo.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Este regalo es para los novios.',
    'El regalo es por la boda de mi hermana.',
    'Lo hago por mis hijos. Gracias por el regalo.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});

// Notes passed on to a classmate, sweets brought for someone: more things one hands over ("apuntes", "bombones").
describe('Spanish: "Estos apuntes son por mi compañera" → "para" (es/para-recipient)', () => {
  it.each([
    ['Estos apuntes son por mi compañera, que no vino a clase.', 'Estos apuntes son para mi compañera, que no vino a clase.'],
    ['Los bombones son por la profesora.', 'Los bombones son para la profesora.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each(['Estos cambios son por mi jefe.', 'Los apuntes son por temas.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/para-recipient')).toEqual([]),
  );
});
