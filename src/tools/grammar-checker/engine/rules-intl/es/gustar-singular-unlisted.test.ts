import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "gustan" before a singular the noun lists lack (es/gustar-singular)', () => {
  it.each([
    ['Me gustan mucho el chocolate negro con almendras que venden en esta tienda.', 'Me gusta mucho el chocolate negro con almendras que venden en esta tienda.'],
    ['A mi hermana le encantan la ópera italiana.', 'A mi hermana le encanta la ópera italiana.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Me gustan el chocolate negro y el café con leche.',
    'Me gustan la sopa de tomate y la ensalada de pasta.',
    'Les encantan la playa, el sol y el mar.',
    'Me gusta mucho el chocolate negro. Me gustan los bombones.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
