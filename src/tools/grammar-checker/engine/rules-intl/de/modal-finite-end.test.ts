import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a person form closing the clause of a modal verb (de/modal-finite-end)', () => {
  it.each([
    ['Du sollst die Tabletten zweimal am Tag nehme.', 'Du sollst die Tabletten zweimal am Tag nehmen.'],
    ['Kannst du mir bitte das Buch gibst?', 'Kannst du mir bitte das Buch geben?'],
    ['Ich muss morgen früh arbeite.', 'Ich muss morgen früh arbeiten.'],
    ['Morgen will er mit uns kommt.', 'Morgen will er mit uns kommen.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Du sollst die Tabletten zweimal am Tag nehmen.',
    'Ich möchte einen Kaffee, bitte.',
    'Du musst ihm sagen was er tut.',
    'Wir müssen wissen, ob sie kommt.',
    'Kannst du mir sagen wer kommt?',
    'Ich weiß, dass du das kannst.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/modal-finite-end')).toEqual([]));
});
