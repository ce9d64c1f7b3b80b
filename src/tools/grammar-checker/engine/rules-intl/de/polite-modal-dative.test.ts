import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

// A modal's clause ends in the verb that governs the object: "Kannst du mich helfen" was mended, but the polite and
// past modals ("Könntest", "Sollten", "Dürfte") were not read as modals, so "Könntest du mich … helfen?" stayed.
describe('German: mich → mir before a dative verb after a polite modal (de/dative-pronoun)', () => {
  it.each([
    ['Könntest du mich am Samstag beim Umzug helfen?', 'Könntest du mir am Samstag beim Umzug helfen?'],
    ['Könnten Sie mich bitte kurz helfen?', 'Könnten Sie mir bitte kurz helfen?'],
    ['Du solltest dich bei ihm danken.', 'Du solltest dir bei ihm danken.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each(['Könntest du mich morgen anrufen?', 'Dürfte ich dich etwas fragen?', 'Ich wollte dich nicht stören.', 'Könntest du mir morgen helfen?'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/dative-pronoun')).toEqual([]),
  );
});
