import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: an adjective the lists lack, read by its ending, closes the noun phrase of the subject', () => {
  it.each([
    ['Los jugadores del equipo juvenil entrena tres veces por semana.', 'Los jugadores del equipo juvenil entrenan tres veces por semana.'],
    ['La piscina municipal abren a las nueve.', 'La piscina municipal abre a las nueve.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Los jugadores del equipo juvenil entrenan tres veces por semana.',
    'El hospital general tiene cien camas y la piscina municipal abre a las nueve.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
