import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

// "warten auf" only mends an article no case allows, since one may wait on a place ("auf dem Bahnsteig warten"); a person
// one waits for is never such a place, so "auf dem Techniker warten" is the accusative's slip.
describe('German: warten auf + a person takes the accusative (de/preposition-case)', () => {
  it.each([
    ['Wir warten seit Stunden auf dem Handwerker.', 'Wir warten seit Stunden auf den Handwerker.'],
    ['Ich warte vor der Schule auf meinem Bruder.', 'Ich warte vor der Schule auf meinen Bruder.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each(['Sie wartet auf dem Bahnsteig auf ihren Freund.', 'Der Hund wartet auf dem Sofa auf seinen Besitzer.', 'Wir warten auf den Techniker.'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/preposition-case')).toEqual([]),
  );
});
