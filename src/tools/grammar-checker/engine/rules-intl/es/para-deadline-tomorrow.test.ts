import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

// es/para-deadline: a bare "mañana" is a due day like a weekday ("por la mañana" is in the morning).
describe('Spanish: "lo necesito por mañana" → "para" (es/para-deadline, session 35)', () => {
  it.each([
    ['Tenemos que terminar el póster por mañana.', 'Tenemos que terminar el póster para mañana.'],
    ['¿Puedes enviar las fotos por mañana?', '¿Puedes enviar las fotos para mañana?'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each(['Pasaré por mañana.', 'Tengo que terminar el póster por la mañana.', 'Tenemos que terminar el póster para mañana.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/para-deadline')).toEqual([]),
  );
});
