import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "ces" for "ses" before family named as an object (fr/ses-family-object)', () => {
  it.each([
    ['Elle a appelé ces parents pour leur annoncer la nouvelle.', 'Elle a appelé ses parents pour leur annoncer la nouvelle.'],
    ['Mon voisin invite ces enfants tous les dimanches.', 'Mon voisin invite ses enfants tous les dimanches.'],
    ['Il a retrouvé ces cousins à Lyon.', 'Il a retrouvé ses cousins à Lyon.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    'Nous avons rencontré trois familles. Elle a appelé ces parents le lendemain.',
    'Elle a appelé ces parents d’élèves pour la réunion.',
    'J’ai appelé ces amis hier.',
    'Elle connaît ces enfants qui jouent dans la cour.',
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/ses-family-object')).toEqual([]));
});
