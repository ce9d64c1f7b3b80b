import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: ser for where an exam or a class takes place (es/event-ser-in-room)', () => {
  it.each([
    ['El examen final está en el aula 12 el lunes.', 'El examen final es en el aula 12 el lunes.'],
    ['La clase de yoga está en el gimnasio a las siete.', 'La clase de yoga es en el gimnasio a las siete.'],
    ['Los exámenes orales estarán en la sala 3 el viernes.', 'Los exámenes orales serán en la sala 3 el viernes.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'El examen está en el aula, encima de la mesa del profesor.',
    'La cena está en el horno desde las ocho.',
    'El examen final es en el aula 12 el lunes.',
    'Mi hermano está en el gimnasio el lunes.',
    'La profesora está en la sala 3 hasta el viernes.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/event-ser-in-room')).toEqual([]));
});
