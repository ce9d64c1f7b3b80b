import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "qué" before a noun in an indirect question (es/que-before-noun-question)', () => {
  it.each([
    ['No sé que ingredientes necesitamos para la receta de hoy.', 'No sé qué ingredientes necesitamos para la receta de hoy.'],
    ['No sé que hora es.', 'No sé qué hora es.'],
    ['Me pregunto que libro compró mi hermana.', 'Me pregunto qué libro compró mi hermana.'],
    ['No sé que regalo comprar para mi madre.', 'No sé qué regalo comprar para mi madre.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'No sabía que mañana llovía. No sabía que los ingredientes eran caros.',
    'No sabía que cocinar era tan fácil. No sabía que Juan venía.',
    'Sé que tienes razón. No sé qué ingredientes necesitamos.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
