import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "des" → "de" before an adjective placed before its noun (fr/de-before-plural-adjective)', () => {
  it.each([
    ['Elle a acheté des nouvelles chaussures pour le mariage.', 'Elle a acheté de nouvelles chaussures pour le mariage.'],
    ['Ils ont acheté des nouvelle chaussures.', 'Ils ont acheté de nouvelles chaussures.'],
    ["Elle m'a donné des bon conseils.", "Elle m'a donné de bons conseils."],
    ['Nous avons déjà vu des beaux paysages en Bretagne.', 'Nous avons déjà vu de beaux paysages en Bretagne.'],
    ['Ce quartier a des vieilles maisons en pierre.', 'Ce quartier a de vieilles maisons en pierre.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Nous avons des petits chiens.',
    'Il y a des jeunes gens qui attendent devant la porte.',
    "J'ai acheté des petits pois et des carottes.",
    "J'ai reçu des nouvelles de ma tante.",
    'Le prix des nouvelles voitures a encore augmenté.',
    'Il a parlé des nouvelles règles pendant la réunion.',
    "J'ai besoin des nouvelles clés pour entrer.",
    'Elle a de nouvelles chaussures.',
    'Mes grands-parents ont des petits-enfants partout en France.',
    'Il a des bons mots pour tout le monde.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/de-before-plural-adjective')).toEqual([]));
});
