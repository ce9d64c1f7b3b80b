import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "wider" for "wieder" (de/wieder-not-wider)', () => {
  it.each([
    ['Stell die Milch bitte wider in den Kühlschrank.', 'Stell die Milch bitte wieder in den Kühlschrank.'],
    ['Wann kommst du wider?', 'Wann kommst du wieder?'],
    ['Ich habe meine Schlüssel wider gefunden.', 'Ich habe meine Schlüssel wieder gefunden.'],
    ['Nach der Pause ist er wider gesund.', 'Nach der Pause ist er wieder gesund.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Er hat das wider Willen unterschrieben.',
    'Sie handelte wider besseres Wissen.',
    'Das Ergebnis spiegelt die Stimmung im Land wider.',
    'Das ist wider die Natur.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/wieder-not-wider')).toEqual([]));
});
