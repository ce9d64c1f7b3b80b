import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "über die" + a masculine or neuter singular after a verb of talking takes the accusative (de/definite-article-gender)', () => {
  it.each([
    ['Ich habe mit meinem Chef über die neue Projekt gesprochen.', 'Ich habe mit meinem Chef über das neue Projekt gesprochen.'],
    ['Wir haben lange über die Projekt geredet.', 'Wir haben lange über das Projekt geredet.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Wir haben über die neuen Projekte gesprochen.',
    'Ich habe über die Reise gesprochen.',
    'Die Lampe hängt über dem Tisch.',
    'Er hat über die Lehrer gelacht.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => /article|adjective|case/.test(i.rule))).toEqual([]));
});
