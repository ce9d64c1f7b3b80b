import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

// fr/participle-agreement-que: before "de"/"à" + infinitive, "que" is the infinitive's object, not the participle's.
describe('French: no agreement when "que" belongs to an infinitive after the participle (fr/participle-agreement-que)', () => {
  it.each([
    "J'ai lu la pièce que tu m'as conseillé de voir.",
    "Les romans qu'elle a commencé à lire sont longs.",
    "Voici les lettres que j'ai oublié d'envoyer.",
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/participle-agreement-que')).toEqual([]));

  it('still agrees the participle when "de" starts no infinitive', () => {
    expect(acceptAllOf(FRENCH_RULES, 'Les lettres que ma sœur a écrit de sa main sont là.')).toBe('Les lettres que ma sœur a écrites de sa main sont là.');
  });
});
