import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a regular "du" form of a verb whose stem changes (de/du-strong-present)', () => {
  it.each([
    ['Nehmst du noch ein Stück Kuchen?', 'Nimmst du noch ein Stück Kuchen?'],
    ['Warum fahrst du nicht mit dem Rad?', 'Warum fährst du nicht mit dem Rad?'],
    ['Du lesst zu viele Krimis.', 'Du liest zu viele Krimis.'],
    ['Wie schnell laufst du die zehn Kilometer?', 'Wie schnell läufst du die zehn Kilometer?'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Sprichst du auch Italienisch?',
    'Kaufst du heute das Brot?',
    'Du wanderst gern in den Bergen.',
    'Das ist das Beste, was du je gemacht hast.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
