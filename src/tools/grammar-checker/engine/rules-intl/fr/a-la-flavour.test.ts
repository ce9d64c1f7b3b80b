import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "a la" for "à la" before a flavour or a set phrase (fr/a-la-flavour)', () => {
  it.each([
    ['Nous avons mangé une glace a la vanille sur la plage.', 'Nous avons mangé une glace à la vanille sur la plage.'],
    ['Elle a commandé une tarte a la fraise.', 'Elle a commandé une tarte à la fraise.'],
    ['Il travaille et étudie a la fois.', 'Il travaille et étudie à la fois.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Ma glace a la couleur du ciel.',
    'Le gâteau a la forme d’un cœur.',
    'La glace a la vanille fondu au soleil.',
    'Il a la grippe depuis lundi.',
    'Elle a la mode dans le sang.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/a-la-flavour')).toEqual([]));
});
