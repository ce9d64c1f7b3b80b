import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a possessive before a plural masculine noun makes the subject plural (de/subject-verb)', () => {
  it.each([
    ['Meine Freunde kommt morgen zu uns zum Abendessen.', 'Meine Freunde kommen morgen zu uns zum Abendessen.'],
    ['Unsere Nachbarn ist sehr nett.', 'Unsere Nachbarn sind sehr nett.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each(['Meine Lehrer ist nett.', 'Meine Freunde kommen morgen.', 'Meine Schwester kommt morgen.'])('leaves the verb of "%s" alone', (text) =>
    expect(runRules(GERMAN_RULES, text).filter((i) => i.rule === 'de/subject-verb')).toEqual([]),
  );
});
