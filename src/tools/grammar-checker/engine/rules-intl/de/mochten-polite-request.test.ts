import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "mochten gern … reservieren" is the polite "möchten" (de/mochten-polite-request)', () => {
  it.each([
    ['Wir mochten gern ein Doppelzimmer für zwei Nächte reservieren.', 'Wir möchten gern ein Doppelzimmer für zwei Nächte reservieren.'],
    ['Ich mochte bitte einen Termin vereinbaren.', 'Ich möchte bitte einen Termin vereinbaren.'],
    ['Mochten Sie gerne etwas bestellen?', 'Möchten Sie gerne etwas bestellen?'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Als Kind mochte ich gern lesen.',
    'Früher mochten wir gern im Garten spielen.',
    'Wir mochten den Film sehr.',
    'Sie mochte gern Kuchen.',
    'Wir möchten gern ein Zimmer reservieren.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/mochten-polite-request')).toEqual([]));
});
