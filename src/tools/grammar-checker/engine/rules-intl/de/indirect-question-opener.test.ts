import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a question word after a comma opens a clause whose verb goes last (de/verb-final-any, de/verb-final-auxiliary)', () => {
  it.each([
    ['Weißt du vielleicht, warum die Apotheke heute hat geschlossen?', 'Weißt du vielleicht, warum die Apotheke heute geschlossen hat?'],
    ['Ich weiß nicht, warum der Bus heute hat Verspätung.', 'Ich weiß nicht, warum der Bus heute Verspätung hat.'],
    ['Kannst du mir erklären, wann der Kurs morgen beginnt endlich?', 'Kannst du mir erklären, wann der Kurs morgen endlich beginnt?'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Das ist die Stadt, wo ich seit drei Jahren wohne.',
    'Er fragte, wann der Film beginnt.',
    'Ich frage mich, wie die Kinder das geschafft haben.',
    'Weißt du, warum die Bäckerei heute geschlossen hat?',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
