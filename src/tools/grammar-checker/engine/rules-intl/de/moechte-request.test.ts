import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "mochte" for a polite wish → "möchte" (de/moechte-request)', () => {
  it.each([
    ['Ich mochte gern einen Termin beim Zahnarzt vereinbaren.', 'Ich möchte gern einen Termin beim Zahnarzt vereinbaren.'],
    ['Guten Tag, wir mochten zwei Karten für Samstag bestellen.', 'Guten Tag, wir möchten zwei Karten für Samstag bestellen.'],
    ['Mochten Sie das Zimmer stornieren?', 'Möchten Sie das Zimmer stornieren?'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Damals mochte ich den Lehrer nicht fragen.',
    'Ich mochte ihn nicht um Hilfe bitten.',
    'Als Kind mochte ich Spinat nicht.',
    'Wir mochten das Hotel sehr.',
    'Ich möchte gern ein Zimmer reservieren.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/moechte-request')).toEqual([]));
});
