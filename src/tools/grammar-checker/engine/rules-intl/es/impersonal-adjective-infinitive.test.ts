import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "es importante de + infinitive" drops "de" (es/impersonal-adjective-infinitive)', () => {
  it.each([
    ['Es importante de estudiar cada día.', 'Es importante estudiar cada día.'],
    ['Para mí es muy necesario de practicar la pronunciación.', 'Para mí es muy necesario practicar la pronunciación.'],
    ['Era fundamental de llegar a tiempo.', 'Era fundamental llegar a tiempo.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Es importante estudiar cada día.',
    'Este libro es difícil de leer.',
    'Es imposible de creer.',
    'Es un tema importante de la clase.',
    'Es importante decirlo.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/impersonal-adjective-infinitive')).toEqual([]));
});
