import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: after a dative preposition "den" is plural, so a plural noun takes -n (de/dative-plural-noun)', () => {
  it.each([
    ['Der Trainer sprach vor dem Spiel mit den neuen Spieler über die Taktik.', 'Der Trainer sprach vor dem Spiel mit den neuen Spielern über die Taktik.'],
    ['Ich spreche morgen mit den Lehrer.', 'Ich spreche morgen mit den Lehrern.'],
    ['Ich fahre mit den Zug.', 'Ich fahre mit dem Zug.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Ich spiele mit den Kindern. Er kam mit den neuen Spielern.',
    'Ich spreche mit dem Lehrer. Wir helfen den Lehrern.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
