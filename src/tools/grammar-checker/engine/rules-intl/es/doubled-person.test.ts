import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "la/lo" for "le" before a doubled person and what is told (es/le-indirect)', () => {
  it.each([
    ['Lo pregunté a mi jefe si podía salir antes.', 'Le pregunté a mi jefe si podía salir antes.'],
    ['Ayer la conté a mi abuela que me había casado.', 'Ayer le conté a mi abuela que me había casado.'],
    ['Lo dije a Juan que no venía.', 'Le dije a Juan que no venía.'],
    ['No la he dicho a ella nada.', 'No le he dicho a ella nada.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'La carta la di a María.',
    'Le dije a María que llegaría tarde.',
    'Lo dije a mi madre y ella se rió.',
    'La vi a María en el mercado.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/le-indirect')).toEqual([]));
});
