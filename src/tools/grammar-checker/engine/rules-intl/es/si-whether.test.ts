import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "si" (whether) after a verb of knowing or asking (es/si-whether)', () => {
  it.each([
    ['No sé sí podré venir a la reunión del jueves por la tarde.', 'No sé si podré venir a la reunión del jueves por la tarde.'],
    ['Me pregunto sí ella lo sabe.', 'Me pregunto si ella lo sabe.'],
    ['Todo depende de sí llueve mañana.', 'Todo depende de si llueve mañana.'],
    ['No sabemos sí podríamos llegar a tiempo.', 'No sabemos si podríamos llegar a tiempo.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Creo que sí. No lo sé, sí, pero lo intento.',
    'Él no sabe nadar, pero ella sí sabe.',
    'Depende de sí mismo. Sé que sí vendrá.',
    'No sé si podré venir.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
