import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "dass" after "Weißt du," and other verbs of knowing with their subject (de/dass-after-verb-pronoun)', () => {
  it.each([
    ['Weißt du, das die Bäckerei an der Ecke seit Montag geschlossen ist?', 'Weißt du, dass die Bäckerei an der Ecke seit Montag geschlossen ist?'],
    ['Glaubst du, das wir das schaffen?', 'Glaubst du, dass wir das schaffen?'],
    ['Ich wusste, das er heute kommt.', 'Ich wusste, dass er heute kommt.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Weißt du, das ist gut. Weißt du, das Kind ist krank.',
    'Siehst du das Haus, das dort steht? Er sagt, das Buch ist gut.',
    'Weißt du, dass die Bäckerei geschlossen ist?',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
