import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: an adjective used as an adverb before a preposition does not agree (fr/adverbial-adjective)', () => {
  it.each([
    'Ils ont sorti les poubelles juste avant le passage des éboueurs.',
    'Elle a posé les clés juste à côté de la porte.',
    'Les invités sont arrivés pile à l’heure.',
    'Nous avons vu les enfants juste après la classe.',
    'Les voitures roulaient droit devant elles.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((f) => f.rule === 'fr/adjective-agreement')).toEqual([]));

  it('still makes an adjective of the noun agree', () => {
    expect(acceptAllOf(FRENCH_RULES, 'Elle porte des chaussures noir.')).toBe('Elle porte des chaussures noires.');
    expect(acceptAllOf(FRENCH_RULES, 'Ce sont des réponses juste.')).toBe('Ce sont des réponses justes.');
    expect(acceptAllOf(FRENCH_RULES, 'Les maisons blanc sont belles.')).toBe('Les maisons blanches sont belles.');
  });
});
