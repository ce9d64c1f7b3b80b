import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a two-way phrase right after a destination may describe it (de/destination-attribute)', () => {
  it.each([
    'Trotz des Regens sind wir zu Fuß zum Konzert in der Altstadt gegangen.',
    'Wir fahren morgen zur Hochzeit in die Schweiz. Sie ist zu dem Fest auf dem Land gefahren.',
    'Ich gehe heute zur Ausstellung im Museum. Wir laufen bis zum Café an der Ecke.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));

  it.each([
    // No destination before: the verb of motion still decides.
    ['Wir sind gestern in der Stadt gegangen.', 'Wir sind gestern in die Stadt gegangen.'],
    ['Nach dem Essen sind wir in der Altstadt gegangen.', 'Nach dem Essen sind wir in die Altstadt gegangen.'],
  ])('still mends "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));
});
