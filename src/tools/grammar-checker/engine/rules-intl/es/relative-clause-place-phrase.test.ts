import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

// es/predicate-agreement: a relative clause between the subject and its copula may hold a place or time phrase.
describe('Spanish: the subject read across "que … en el centro" (es/predicate-agreement)', () => {
  it.each([
    ['Los zapatos que me compré ayer en el centro son muy cómodo.', 'Los zapatos que me compré ayer en el centro son muy cómodos.'],
    ['La casa que alquilamos en la playa era muy bonito.', 'La casa que alquilamos en la playa era muy bonita.'],
    ['Los libros que compré para mi hermana son caro.', 'Los libros que compré para mi hermana son caros.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Los zapatos que vi en la tienda de mi tía son bonitos.',
    'La casa que alquilamos en la playa era muy bonita.',
    // A subject of its own in the relative clause: the copula may be its verb.
    'El regalo que la niña compró en el mercado es bonito.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
