import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "le long de" after a reflexive participle is a place, not an object (fr/etre-agreement)', () => {
  it.each([
    ["Samedi, elles se sont promené le long de la rivière jusqu'au soir.", "Samedi, elles se sont promenées le long de la rivière jusqu'au soir."],
    ['Ma sœur et sa copine se sont baladé le long du canal.', 'Ma sœur et sa copine se sont baladées le long du canal.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each(['Elles se sont promenées le long de la rivière.', "Elle s'est lavé les mains le long du trajet.", 'Ils se sont cassé le bras.'])('leaves "%s" alone', (right) =>
    expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/etre-agreement')).toEqual([]),
  );
});
