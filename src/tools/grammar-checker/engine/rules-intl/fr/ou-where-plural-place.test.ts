import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "ou" after a plural noun of place opens a clause ("où"), whose verb agrees with its subject', () => {
  it.each([
    ['On dînait dans des restaurants ou les serveurs étaient gentils.', 'On dînait dans des restaurants où les serveurs étaient gentils.'],
    ['Il y a des villes ou les loyers sont très chers.', 'Il y a des villes où les loyers sont très chers.'],
    ['Tu viens ou les enfants part sans toi ?', 'Tu viens ou les enfants partent sans toi ?'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'On peut manger dans des restaurants ou des cafés.',
    'Le chat ou les chiens ont mangé la viande.',
    'Tu viens ou tu restes ?',
    'Il y a des villes où les loyers sont très chers.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right)).toEqual([]));
});
