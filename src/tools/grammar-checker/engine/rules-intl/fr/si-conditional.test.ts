import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: no conditional after si, the tense read from the main clause (fr/si-conditional, fr/si-imperfect)', () => {
  it.each([
    ["Si le colis n'arriverait pas demain, je demanderai un remboursement.", "Si le colis n'arrive pas demain, je demanderai un remboursement."],
    ["Si le train arriverait à l'heure, nous serions contents.", "Si le train arrivait à l'heure, nous serions contents."],
    ['Si mes parents pourraient venir, appelez-moi.', 'Si mes parents peuvent venir, appelez-moi.'],
    ['Si tu viendrais demain, je serai content.', 'Si tu viens demain, je serai content.'],
    ["Si j'aurais le temps, je viendrais.", "Si j'avais le temps, je viendrais."],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    "Si le colis n'arrive pas demain, je demanderai un remboursement.",
    'Je me demande si le colis arriverait demain.',
    "Si le train arrivait à l'heure, nous serions contents.",
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right)).toEqual([]));
});
