import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "Él coche" → "El", "que llegue el para…" → "él" (session 35)', () => {
  it.each([
    ['Él teléfono de Marta no funciona.', 'El teléfono de Marta no funciona.'],
    // A noun that is also a first-person verb ("libro" of librar, "camino" of caminar): the article, never "Él libra".
    ['Él libro de Marta está en la mesa.', 'El libro de Marta está en la mesa.'],
    ['Él camino al pueblo es largo.', 'El camino al pueblo es largo.'],
    ['No empezamos hasta que termine el también.', 'No empezamos hasta que termine él también.'],
    ['Eso lo pagó el.', 'Eso lo pagó él.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it('keeps "Él camino todos los días" a verb to agree ("camina"), with no later verb to make "camino" a noun', () =>
    expect(acceptAllOf(SPANISH_RULES, 'Él camino todos los días a la escuela.')).toBe('Él camina todos los días a la escuela.'));

  it.each(['Él come mucho.', 'Él mismo lo hizo.', 'Lo hizo el mismo día.', 'Cuando llegue el tren, avísame.', 'Llegó el primero.', 'Espero el autobús.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right).filter((i) => /^es\/el-(article-before-noun|pronoun-after-verb)$/.test(i.rule))).toEqual([]),
  );
});
