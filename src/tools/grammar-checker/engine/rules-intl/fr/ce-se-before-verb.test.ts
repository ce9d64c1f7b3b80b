import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "ce" before a verb after a subject noun phrase is "se" (fr/ce-se-before-verb)', () => {
  it.each([
    ["Mon colocataire ce plaint toujours du bruit dans l'escalier.", "Mon colocataire se plaint toujours du bruit dans l'escalier."],
    ['Ma sœur ce souvient de tout.', 'Ma sœur se souvient de tout.'],
    ['Les enfants ce disputent souvent.', 'Les enfants se disputent souvent.'],
  ])('mends "%s"', (wrong, right) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(right));

  it.each([
    'Le problème ce sont les voisins.',
    'Mon frère ce matin-là était malade.',
    'Le mieux ce serait de partir tôt.',
    'La voisine ce jour-là est venue.',
    'Mon colocataire se plaint toujours du bruit.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((f) => f.rule === 'fr/ce-se-before-verb')).toEqual([]));
});

describe('French: "ce sont" + participle is a pronominal past (fr/ce-se-before-verb, session 35)', () => {
  it.each([
    ['Mes voisins ce sont disputés hier soir.', 'Mes voisins se sont disputés hier soir.'],
    ['Les filles ce sont amusées au parc.', 'Les filles se sont amusées au parc.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each(['Le problème ce sont les voisins.', 'Les plus drôles, ce sont les chiens.', 'Mes voisins se sont disputés hier soir.'])('leaves "%s" alone', (right) =>
    expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/ce-se-before-verb')).toEqual([]),
  );
});
