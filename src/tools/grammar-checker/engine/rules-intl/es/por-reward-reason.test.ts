import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "para" for "por" with the reason of a reward (es/por-reward-reason)', () => {
  it.each([
    ['Recibió una medalla para su valentía durante el incendio.', 'Recibió una medalla por su valentía durante el incendio.'],
    ['La directora la felicitó para su esfuerzo.', 'La directora la felicitó por su esfuerzo.'],
    ['Le pusieron una multa para su retraso en el pago.', 'Le pusieron una multa por su retraso en el pago.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Hay un premio para los ganadores del concurso.',
    'Compramos una medalla para el mejor jugador.',
    'Le dieron un premio por su trabajo.',
    'Necesito ayuda para mi trabajo de fin de curso.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/por-reward-reason')).toEqual([]));
});
