import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "leur" before a verb after a noun subject (fr/leurs-pronoun-after-subject)', () => {
  it.each([
    ['La directrice leurs a envoyé un courriel ce matin.', 'La directrice leur a envoyé un courriel ce matin.'],
    ['Mon oncle leurs raconte des histoires le dimanche.', 'Mon oncle leur raconte des histoires le dimanche.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'La directrice leur a envoyé un courriel ce matin.',
    'Le soir leurs enfants dorment chez la voisine.',
    'Les voisins et leurs chiens se promènent au parc.',
    'Ce matin leurs parents sont arrivés à la gare.',
    'Pendant le repas, leurs amis ont chanté.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/leurs-pronoun-after-subject')).toEqual([]));
});
