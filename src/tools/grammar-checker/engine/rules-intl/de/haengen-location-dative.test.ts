import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: intransitive "hängen" takes the dative place (de/haengen-location-dative)', () => {
  it.each([
    ['Der Spiegel hängt an die Wand neben der Tür.', 'Der Spiegel hängt an der Wand neben der Tür.'],
    ['Unser Kalender hing immer an die Tür.', 'Unser Kalender hing immer an der Tür.'],
    ['Die Mäntel hängen schon an die Garderobe im Flur.', 'Die Mäntel hängen schon an der Garderobe im Flur.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Er hängt das Bild an die Wand.',
    'Sie hängt an die Wand ein Poster.',
    'Die Kinder hängen an die Wand ihre Bilder.',
    'Heute hängt Papa an die Wand einen Spiegel.',
    'Der Spiegel hängt an der Wand.',
    'Wir hängen den Kalender an die Tür.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/haengen-location-dative')).toEqual([]));
});
