import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a verb with its particle closing the clause is another verb ("stellen … vor" is "vorstellen")', () => {
  it.each([
    ['Die Kinder aus meiner Klasse stellt ihre Projekte auf der Wissenschaftsmesse vor.', 'Die Kinder aus meiner Klasse stellen ihre Projekte auf der Wissenschaftsmesse vor.'],
    ['Ich stelle das Buch auf der Tisch.', 'Ich stelle das Buch auf den Tisch.'],
    ['Er legt das Handy auf dem Tisch.', 'Er legt das Handy auf den Tisch.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Die Kinder stellen ihre Projekte auf der Wissenschaftsmesse vor.',
    'Sie stellt sich in der Klasse vor. Die Firma stellt ihre Produkte auf der Messe aus.',
    'Er stellt die Vase auf den Tisch.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
