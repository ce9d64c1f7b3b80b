import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "das" for "dass" before a clause of giving with a noun subject (de/das-relative-giving-verb)', () => {
  it.each([
    ['Das Buch, dass mir mein Onkel geschenkt hat, ist spannend.', 'Das Buch, das mir mein Onkel geschenkt hat, ist spannend.'],
    ['Ich trage das Kleid, dass uns die Nachbarin gestern geliehen hat.', 'Ich trage das Kleid, das uns die Nachbarin gestern geliehen hat.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Das Gefühl, dass mir meine Mutter etwas geschenkt hat, ist schön.',
    'Es ist ein Glück, dass mir mein Bruder geholfen hat.',
    'Das Buch, das mir mein Onkel geschenkt hat, ist spannend.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
