import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "ces" before scenery when no owner is named (fr/ces-no-owner)', () => {
  it.each([
    ['Tu as vu ses nuages ? Il va sûrement pleuvoir cet après-midi.', 'Tu as vu ces nuages ? Il va sûrement pleuvoir cet après-midi.'],
    ['Regarde ses étoiles, comme elles brillent !', 'Regarde ces étoiles, comme elles brillent !'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Marie adore son jardin. Tu as vu ses fleurs ?',
    'Il peint le ciel : regarde ses nuages !',
    'Regarde ses yeux. Tu as vu ces nuages ?',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right)).toEqual([]));
});
