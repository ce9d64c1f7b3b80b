import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: the accent of the third person preterite (es/preterite-accent)', () => {
  it.each([
    ['La entrevista fue difícil, pero creo que salio bien.', 'La entrevista fue difícil, pero creo que salió bien.'],
    ['Ayer mi hermano llego tarde.', 'Ayer mi hermano llegó tarde.'],
    ['El año pasado el club organizo una fiesta.', 'El año pasado el club organizó una fiesta.'],
    ['Mi hermano llego tarde siempre.', 'Mi hermano llega tarde siempre.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Yo llego tarde. Ayer yo llegué tarde y salí pronto.',
    'El medio ambiente. Hace frío y el río está lleno.',
    'Creo que salió bien. Ayer mi hermano llegó tarde.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
