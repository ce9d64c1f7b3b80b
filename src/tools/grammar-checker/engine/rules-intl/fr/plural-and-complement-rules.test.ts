import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

const acceptAll = (text: string) => acceptAllOf(FRENCH_RULES, text);

// Intl batch 20 round: each family with our own sentences, wrong ones mended and right ones left alone.
describe('French: number words, "de" + plural adjective, adjectives after a complement, titled names', () => {
  it.each([
    ['Ma grand-mère a fêté ses soixante anniversaire de mariage.', 'Ma grand-mère a fêté ses soixante anniversaires de mariage.'],
    ['Elle a pris trois cents photo pendant le voyage.', 'Elle a pris trois cents photos pendant le voyage.'],
    ['Nous avons planté de jeunes arbre dans le parc.', 'Nous avons planté de jeunes arbres dans le parc.'],
    ['Elle a trouvé de belles chaise au marché.', 'Elle a trouvé de belles chaises au marché.'],
    ['Il a acheté une glace aux fraises délicieux.', 'Il a acheté une glace aux fraises délicieuse.'],
    ['Les cousins de Monsieur Bernard arrive ce soir.', 'Les cousins de Monsieur Bernard arrivent ce soir.'],
    ['Les enfants de la voisine de Mme Petit joue dehors.', 'Les enfants de la voisine de Mme Petit jouent dehors.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));

  it.each([
    'Mon père fête ses quarante ans et ma tante ses trente-deux ans.',
    'Le vélo a coûté deux mille euros et le livre a trois cents pages.',
    'Il est de nouveau malade. Il a de vieux amis et de nouveaux voisins.',
    'Il a acheté une glace aux fraises délicieuse et des chaussures aux lacets rouges.',
    'Nous avons passé des vacances magnifiques en Grèce.',
    'Le fils de Madame Lefèvre habite à Lyon.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right)).toEqual([]));

  it('still mends an adjective that fits neither noun of the complement, the nearest form first', () => {
    const issue = runRules(FRENCH_RULES, 'Une tarte aux fraises délicieux.').find((i) => i.rule === 'fr/adjective-agreement');
    expect(issue?.replacements).toEqual(['délicieuse', 'délicieuses']);
  });
});
