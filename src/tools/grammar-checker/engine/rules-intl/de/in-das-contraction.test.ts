import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a mended neuter accusative after in/an contracts (de/definite-article-gender, "ins", "ans")', () => {
  it.each([
    ['Ich gehe heute Abend in den Kino.', 'Ich gehe heute Abend ins Kino.'],
    ['Sie geht in den neuen Kino.', 'Sie geht ins neue Kino.'],
    ['Im Sommer fahren wir an den Meer.', 'Im Sommer fahren wir ans Meer.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Ich gehe heute Abend ins Kino.',
    'Wir gehen in das neue Kino am Markt.',
    'Das ist das Haus, in das wir nächstes Jahr ziehen.',
    'Ich gehe in den Park.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
