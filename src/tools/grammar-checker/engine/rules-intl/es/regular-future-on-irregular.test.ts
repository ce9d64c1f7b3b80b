import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: the whole infinitive put in an irregular future or conditional (es/regular-future-on-irregular)', () => {
  it.each([
    ['El lunes poneré las sillas en el patio.', 'El lunes pondré las sillas en el patio.'],
    ['Si llueve, no saliremos de casa.', 'Si llueve, no saldremos de casa.'],
    ['Yo que tú lo hacería así.', 'Yo que tú lo haría así.'],
    ['Mis primos venirán en agosto.', 'Mis primos vendrán en agosto.'],
    ['¿Qué deciríais vosotros en su lugar?', '¿Qué diríais vosotros en su lugar?'],
    ['Creo que no caberá todo en la maleta.', 'Creo que no cabrá todo en la maleta.'],
    ['Mañana mantenerán la reunión a las diez.', 'Mañana mantendrán la reunión a las diez.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Mañana pondré la mesa y saldremos a las ocho.',
    'Mañana comeré con mi abuela y hablaríamos de todo.',
    'Compraremos pan si abrirán la panadería.',
    'La vieja tenería del pueblo es ahora un museo.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/regular-future-on-irregular')).toEqual([]));
});
