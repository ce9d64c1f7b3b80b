import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: the language "inglés" keeps its accent (es/ingles-language-accent)', () => {
  it.each([
    ['Mi hermana da clases de ingles los martes.', 'Mi hermana da clases de inglés los martes.'],
    ['El contrato está escrito en ingles.', 'El contrato está escrito en inglés.'],
    ['Mis hijos hablan ingles muy bien.', 'Mis hijos hablan inglés muy bien.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Mi hermana da clases de inglés los martes.',
    'Después de correr me duelen las ingles.',
    'Tengo un dolor fuerte en las ingles.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
