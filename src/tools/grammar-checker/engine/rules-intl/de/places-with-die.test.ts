import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

// "nach" never takes "die": before mountains, regions and the town named with "die" a learner's "nach die" is the
// destination "in die" — only with a verb of going, since "Sehnsucht nach die Berge" wants the dative "nach den Bergen".
describe('German: "nach die Berge" → "in die Berge" (de/in-country-with-article)', () => {
  it.each([
    ['Letzten Sommer sind wir nach die Alpen gefahren.', 'Letzten Sommer sind wir in die Alpen gefahren.'],
    ['Morgen fahre ich mit dem Bus nach die Stadt.', 'Morgen fahre ich mit dem Bus in die Stadt.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each(['Ich habe Sehnsucht nach die Berge.', 'Nach der Stadtführung gehen wir essen.', 'Wir fahren in die Berge.'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/in-country-with-article')).toEqual([]),
  );
});
