import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "et" between a subject and its adjective is "est" (fr/est-et-adjective)', () => {
  it.each([
    ["Le cours de cuisine et complet jusqu'au mois de juin.", "Le cours de cuisine est complet jusqu'au mois de juin."],
    ['La soupe et chaude.', 'La soupe est chaude.'],
    ['Le musée et fermé le lundi.', 'Le musée est fermé le lundi.'],
    ['La réunion et annulée à cause de la grève.', 'La réunion est annulée à cause de la grève.'],
    ['Le gâteau et délicieux, mais trop sucré.', 'Le gâteau est délicieux, mais trop sucré.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Le chat et le chien dorment. Le restaurant et la boulangerie sont fermés.',
    'Le pain frais et chaud. Un homme grand et fort est venu.',
    'Le document signé et envoyé. La lettre et le colis sont arrivés.',
    "Le cours de cuisine est complet jusqu'au mois de juin.",
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right)).toEqual([]));
});
