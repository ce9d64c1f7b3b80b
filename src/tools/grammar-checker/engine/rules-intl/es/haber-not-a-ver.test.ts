import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "a ver" for "haber" after tener que, deber, poder (es/haber-not-a-ver)', () => {
  it.each([
    ['Tiene que a ver una explicación para todo esto.', 'Tiene que haber una explicación para todo esto.'],
    ['Debe a ver un problema con la conexión.', 'Debe haber un problema con la conexión.'],
    ['Podría a ver más gente mañana.', 'Podría haber más gente mañana.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Vamos a ver la película esta noche.',
    'Tengo que ir a ver a mi abuela.',
    'Tiene que haber un error en la factura.',
    'Quiero a ver si llego a tiempo.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/haber-not-a-ver')).toEqual([]));
});
