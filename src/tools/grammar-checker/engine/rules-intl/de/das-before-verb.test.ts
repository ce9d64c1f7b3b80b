import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "Ich finde, dass ist gut" → "das" (de/das-before-verb)', () => {
  it.each([
    ['Ich finde, dass klingt super.', 'Ich finde, das klingt super.'],
    ['Er meint, dass war ein Fehler.', 'Er meint, das war ein Fehler.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each(['Ich finde, dass es super klingt.', 'Ich weiß, dass Anna krank ist.', 'Ich finde, das klingt super.'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/das-before-verb')).toEqual([]),
  );
});
