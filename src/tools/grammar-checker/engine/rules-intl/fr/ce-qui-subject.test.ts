import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "ce qui" as the subject of the verb after it (fr/ce-qui-subject)', () => {
  it.each([
    ["Le bus n'est jamais venu, ce que nous a mis en retard.", "Le bus n'est jamais venu, ce qui nous a mis en retard."],
    ["Ils sont partis sans dire au revoir, ce que m'a beaucoup surpris.", "Ils sont partis sans dire au revoir, ce qui m'a beaucoup surpris."],
    ["Il a neigé toute la nuit, ce que leur a plu.", "Il a neigé toute la nuit, ce qui leur a plu."],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    "Voilà ce que m'a dit mon père.",
    "C'est ce que nous a expliqué le professeur hier.",
    'Je ne comprends pas ce que tu as dit.',
    "Ce que m'a raconté hier ma voisine est incroyable.",
    "Le bus n'est jamais venu, ce qui nous a mis en retard.",
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/ce-qui-subject')).toEqual([]));
});
