import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: a feminine article before a masculine noun in -ón (es/masculine-on-noun)', () => {
  it.each([
    ['Compré unas melones maduros en el mercado.', 'Compré unos melones maduros en el mercado.'],
    ['Guardo las cajones viejos en el garaje.', 'Guardo los cajones viejos en el garaje.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Tengo unas canciones nuevas para ti.',
    'Hay unas razones claras para eso.',
    'Compré unos melones maduros en el mercado.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
