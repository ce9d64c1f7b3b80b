import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

// es/irregular-verb-form: the regular -í, -ió of "comí", "comió" put on a strong preterite's stem (pud-, tuv-, sup-).
describe('Spanish: "pudí" → "pude", "tuví" → "tuve" (es/irregular-verb-form)', () => {
  it.each([
    ['Ayer no pudí ir a clase porque tenía fiebre.', 'Ayer no pude ir a clase porque tenía fiebre.'],
    ['Ayer tuví que trabajar y no supí qué hacer.', 'Ayer tuve que trabajar y no supe qué hacer.'],
    ['El sábado estuví en casa de mi abuela.', 'El sábado estuve en casa de mi abuela.'],
    ['Mi hermano dijió que vendría.', 'Mi hermano dijo que vendría.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each(['Ayer no pude ir. Tuve que trabajar y supe qué hacer.', 'Me comí un maní y un rubí brilló.', 'Mi hermano dijo que vendría.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right)).toEqual([]),
  );
});
