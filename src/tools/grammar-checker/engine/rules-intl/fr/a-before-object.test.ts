import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "à" for "a" between the subject and what it has (fr/a-before-object)', () => {
  it.each([
    ['Ma voisine à trois chats et un chien.', 'Ma voisine a trois chats et un chien.'],
    ['Mon fils à peur du noir.', 'Mon fils a peur du noir.'],
    ['Cette ville à beaucoup de musées.', 'Cette ville a beaucoup de musées.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Ma voisine a trois chats et un chien.',
    'La chambre à deux lits est au premier étage.',
    'Ma voisine à deux pas de chez moi vend des fleurs.',
    'Mon voyage à Paris était trop court.',
    'Une chambre à deux lits.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/a-before-object')).toEqual([]));
});
