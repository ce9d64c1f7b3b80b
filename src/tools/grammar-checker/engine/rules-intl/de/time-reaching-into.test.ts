import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

// A time noun after a two-way preposition is read as a dative ("in einer Stunde"), but a stretch of time reaching into
// another ("bis spät in die Nacht", "in die Nacht hinein") is an accusative, and after "auf" or "über" a time is one too
// ("auf den Frühling warten", "über das Wochenende"): those were turned into wrong datives.
describe('German: "bis in die Nacht", "auf den Frühling" keep their accusative (de/preposition-case)', () => {
  it.each([
    ['Er saß oft bis spät in der Nacht am Schreibtisch.', 'Er saß oft bis spät in die Nacht am Schreibtisch.'],
    ['Die Party ging bis in der Nacht.', 'Die Party ging bis in die Nacht.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Unsere Nachbarn feiern oft bis spät in die Nacht.',
    'Wir haben bis in die Nacht hinein diskutiert.',
    'Sie tanzten in die Nacht hinein.',
    'Die Kinder warten schon ungeduldig auf den Frühling.',
    'Wir fahren über das Wochenende zu meinen Eltern.',
    'In der Nacht hat es geschneit.',
    'Ich rufe dich in einer Stunde zurück.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/preposition-case')).toEqual([]));
});
