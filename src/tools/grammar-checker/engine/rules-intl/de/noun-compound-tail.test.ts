import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';
import { findGermanNoun } from './noun-lexicon';

describe('German nouns the dictionary lacks are not read through a chance last part ("St|recke")', () => {
  it('reads a compound through its last part, and leaves a word whose last parts disagree unknown', () => {
    expect(findGermanNoun('Kindergarten')?.gender).toBe('m');
    expect(findGermanNoun('Bestellung')?.gender).toBe('f');
    // "Recke" (m) after "St", "Ecke" (f) after "Str": which one it is, the lexicon cannot tell.
    expect(findGermanNoun('Strecke')).toBeUndefined();
  });

  it.each([
    ['Der Strecke ist lang.', 'Die Strecke ist lang.'],
    ['Der Fieber ist hoch.', 'Das Fieber ist hoch.'],
  ])('"%s" → "%s" (hand list)', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each(['Er ist die ganze Strecke gelaufen.', 'Die Strecke ist lang und der Schalter ist kaputt.', 'Ich habe hohes Fieber.'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right)).toEqual([]),
  );
});
