import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: the auxiliary haber agrees with a noun subject (es/haber-auxiliary-agreement)', () => {
  it.each([
    ['No entiendo por qué el paquete todavía no han llegado.', 'No entiendo por qué el paquete todavía no ha llegado.'],
    ['Los invitados de la boda ya ha llegado.', 'Los invitados de la boda ya han llegado.'],
    ['Creo que mis padres no ha visto la película.', 'Creo que mis padres no han visto la película.'],
    ['Mi novia y yo han decidido casarnos.', 'Mi novia y yo hemos decidido casarnos.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'El paquete todavía no ha llegado y los invitados ya han comido.',
    'La casa la han pintado de blanco. Los libros los ha comprado mi madre.',
    'La mayoría de los vecinos han votado.',
    'Las tres han venido. Este año han subido los precios.',
    'El lunes han cerrado la tienda.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
