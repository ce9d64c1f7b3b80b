import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

// Session 36 (intl batch 31): "jeder" + noun is a singular subject.
describe('German: singular verb after "jeder" + noun (de/jeder-singular-verb)', () => {
  it.each([
    ['Jeder Schüler in meiner Klasse haben ein Heft bekommen.', 'Jeder Schüler in meiner Klasse hat ein Heft bekommen.'],
    ['Jede Mitarbeiterin müssen das Formular ausfüllen.', 'Jede Mitarbeiterin muss das Formular ausfüllen.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Jeder Schüler und jede Lehrerin haben ein Heft bekommen.',
    'Jeder Schüler hat ein Heft bekommen.',
    'Ich glaube, jeder kann das.',
    'Die Schüler haben jeder ein Heft bekommen.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/jeder-singular-verb')).toEqual([]));
});
