import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: a -amos/-imos form in a childhood habit set in the past (es/imperfect-habit)', () => {
  it.each([
    ['De niños, mis primos y yo nadamos en el río todos los veranos porque hacía calor.', 'De niños, mis primos y yo nadábamos en el río todos los veranos porque hacía calor.'],
    ['Cuando era pequeña, mi familia y yo cenamos juntos cada noche mientras mi padre contaba historias.', 'Cuando era pequeña, mi familia y yo cenábamos juntos cada noche mientras mi padre contaba historias.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'De pequeños aprendemos idiomas todos los días sin esfuerzo.',
    'De niños, mis primos y yo nadábamos en el río todos los veranos porque hacía calor.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/imperfect-habit')).toEqual([]));
});
