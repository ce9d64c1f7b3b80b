import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a separable verb first in its clause (de/separable-verb-first)', () => {
  it.each([
    ['Bitte mitbringen Sie Ihren Pass und die Fahrkarte zur Kontrolle.', 'Bitte bringen Sie Ihren Pass und die Fahrkarte zur Kontrolle mit.'],
    ['Anrufen Sie mich bitte morgen früh.', 'Rufen Sie mich bitte morgen früh an.'],
    ['Bitte ausfüllen Sie das Formular, bevor Sie gehen.', 'Bitte füllen Sie das Formular aus, bevor Sie gehen.'],
    ['Abholst du mich morgen vom Bahnhof?', 'Holst du mich morgen vom Bahnhof ab?'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Bitte bringen Sie Ihren Ausweis mit.',
    'Bitte antworten Sie bis Freitag.',
    'Mitbringen sollen Sie nur Ihren Ausweis.',
    'Bitte rufen Sie mich an und bringen Sie die Unterlagen mit.',
    'Aufstehen ist für mich am Morgen das Schwerste.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/separable-verb-first')).toEqual([]));
});
