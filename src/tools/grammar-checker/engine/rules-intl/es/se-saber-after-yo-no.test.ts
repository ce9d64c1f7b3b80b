import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "Yo no se nada" is "sé", and "nada" is not made a verb (es/se-saber, es/subject-verb)', () => {
  it.each([
    ['Yo no se nada de eso.', 'Yo no sé nada de eso.'],
    ['Yo no se cuándo llega.', 'Yo no sé cuándo llega.'],
  ])('mends "%s"', (wrong, right) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(right));

  it.each(['Yo no se lo dije a nadie.', 'Ellos no se lavan las manos.', 'Yo no sé nada de eso.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
