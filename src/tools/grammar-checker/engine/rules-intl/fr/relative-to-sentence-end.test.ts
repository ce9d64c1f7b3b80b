import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "à" for "a" before a quantity and a relative clause to the end (fr/a-missing-avoir)', () => {
  it.each([
    ['Ma tante à deux chats qui dorment sur le canapé.', 'Ma tante a deux chats qui dorment sur le canapé.'],
    ['Mon frère à un ami qui habite à Lyon.', 'Mon frère a un ami qui habite à Lyon.'],
    ['Le restaurant à un chef que tout le monde adore.', 'Le restaurant a un chef que tout le monde adore.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'La maison à deux étages qui est au coin est belle.',
    'La chambre à deux lits que nous avons réservée coûte cher.',
    'Ma tante a deux chats qui dorment sur le canapé.',
    'Une chambre à deux lits qui donne sur la mer et une autre qui donne sur la cour.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/a-missing-avoir')).toEqual([]));
});
