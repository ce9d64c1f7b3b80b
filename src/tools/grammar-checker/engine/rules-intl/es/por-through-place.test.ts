import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: walking through a place takes "por" (es/por-through-place)', () => {
  it.each([
    ['Caminamos para el bosque durante tres horas sin ver a nadie.', 'Caminamos por el bosque durante tres horas sin ver a nadie.'],
    ['Los domingos paseábamos para la playa durante horas.', 'Los domingos paseábamos por la playa durante horas.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Caminamos por el bosque. Fuimos para el parque.',
    'Caminamos para llegar antes. Salimos para la playa a las diez.',
    // Towards the park: correct without a duration.
    'Caminamos para el parque y allí nos sentamos.',
    'Los domingos paseábamos para la playa.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
