import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: the imperfect after "mientras" beside an imperfect (es/mientras-imperfect)', () => {
  it.each([
    ['Mientras mi madre trabajó, nosotros jugábamos en el parque.', 'Mientras mi madre trabajaba, nosotros jugábamos en el parque.'],
    ['Yo leía el periódico mientras mi hermano lavó los platos.', 'Yo leía el periódico mientras mi hermano lavaba los platos.'],
    ['Anoche, mientras paseé por el parque, vi un zorro.', 'Anoche, mientras paseaba por el parque, vi un zorro.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Mientras yo cociné, él limpió la casa.',
    'Mientras mi padre cocinaba, nosotros poníamos la mesa.',
    'Mientras estudié en Madrid, conocí a mucha gente.',
    'Mientras viví en París, aprendí francés.',
    'Mientras caminé por la playa, pensé en mi abuela.',
    'Mientras paseaba por el parque, vi un zorro.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/mientras-imperfect')).toEqual([]));
});
