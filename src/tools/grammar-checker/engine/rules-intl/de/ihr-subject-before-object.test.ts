import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "ihr" as the subject before a bare object, no possessive (ihr-subject-before-object)', () => {
  it.each([
    'Wenn ihr Zeit habt, würde ich mich über einen Besuch freuen.',
    'Ob ihr Lust habt, weiß ich nicht. Wenn ihr Geld braucht, sagt Bescheid.',
    'Wenn ihr Hunger habt, esst etwas.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));

  it('still reads the possessive before a third person', () => {
    expect(acceptAllOf(GERMAN_RULES, 'Wann der Kurs anfangt, weiß ich nicht.')).toBe('Wann der Kurs anfängt, weiß ich nicht.');
    expect(runRules(GERMAN_RULES, 'Wenn ihr Bruder Zeit hat, kommt er. Sie hat ihr Buch vergessen.')).toEqual([]);
  });
});
