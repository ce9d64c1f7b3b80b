import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: the verb agrees with a subject after it (de/inverted-subject-verb)', () => {
  it.each([
    ['Warum lauft dein Bruder jeden Morgen so weit?', 'Warum läuft dein Bruder jeden Morgen so weit?'],
    ['Heute fahrt der Zug erst um neun.', 'Heute fährt der Zug erst um neun.'],
    ['Wann kommen er nach Hause?', 'Wann kommt er nach Hause?'],
    ['Morgen gehst wir ins Kino.', 'Morgen gehen wir ins Kino.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Warum läuft dein Bruder jeden Morgen so weit?',
    'Heute besuchen die Kinder ihre Oma.',
    'Warum machen es die Kinder nicht selbst?',
    'Wann habt ihr euren Lehrer zuletzt gesehen?',
    'Morgen besucht mich mein Onkel.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/inverted-subject-verb')).toEqual([]));
});
