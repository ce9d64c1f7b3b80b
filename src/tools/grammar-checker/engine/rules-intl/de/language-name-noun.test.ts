import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a language named as a noun takes a capital (de/language-name-noun)', () => {
  it.each([
    ['Er kommt aus der Türkei und spricht gut deutsch.', 'Er kommt aus der Türkei und spricht gut Deutsch.'],
    ['Ich lerne jetzt spanisch.', 'Ich lerne jetzt Spanisch.'],
    ['Kannst du das bitte auf englisch sagen?', 'Kannst du das bitte auf Englisch sagen?'],
    ['Meine Oma versteht kein französisch.', 'Meine Oma versteht kein Französisch.'],
    ['Sie spricht deutsch und englisch.', 'Sie spricht Deutsch und Englisch.'],
    ['Das Buch ist auf deutsch und englisch erschienen.', 'Das Buch ist auf Deutsch und Englisch erschienen.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Er spricht gut Deutsch.',
    'Das ist typisch deutsch.',
    'Wir haben ein deutsches Auto gekauft.',
    'Auf englische Art trinken wir Tee mit Milch.',
    'Ich finde das Essen dort sehr italienisch.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((issue) => issue.rule === 'de/language-name-noun')).toEqual([]));
});
