import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "whose" left out before a noun the article cannot go with (de/whose-relative-article)', () => {
  it.each([
    ['Die Lehrerin, der Fahrrad im Hof steht, kommt heute später.', 'Die Lehrerin, deren Fahrrad im Hof steht, kommt heute später.'],
    ['Der Nachbar, das Garage offen steht, ist verreist.', 'Der Nachbar, dessen Garage offen steht, ist verreist.'],
    ['Die Kollegin, das Tasche gestohlen wurde, ist zur Polizei gegangen.', 'Die Kollegin, deren Tasche gestohlen wurde, ist zur Polizei gegangen.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Der Mann, der Auto fährt, ist mein Onkel.',
    'Das Kind, das Klavier spielt, ist meine Nichte.',
    'Die Frau, deren Auto vor dem Haus steht, ist nett.',
    'Die Frau, der Hund gehört, wohnt nebenan.',
    'Ich mag die Stadt, die Kultur und das Essen.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
