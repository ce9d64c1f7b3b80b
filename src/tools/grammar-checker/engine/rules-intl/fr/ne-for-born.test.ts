import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "est ne à Lyon" → "est né" (fr/ne-for-born)', () => {
  it.each([
    ['Mon grand-père est ne à Lyon en 1940.', 'Mon grand-père est né à Lyon en 1940.'],
    ['Ma fille est ne le 3 mars.', 'Ma fille est née le 3 mars.'],
    ['Les jumeaux sont ne en Bretagne.', 'Les jumeaux sont nés en Bretagne.'],
    ['Elle est ne au Québec, mais elle vit ici.', 'Elle est née au Québec, mais elle vit ici.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it('offers both genders when the subject does not tell', () => {
    const issue = runRules(FRENCH_RULES, 'Je suis ne à Nantes.').find((i) => i.rule === 'fr/ne-for-born');
    expect(issue?.replacements).toEqual(['né', 'née']);
  });

  it.each(['Mon grand-père est né à Lyon.', "Il n'est pas né à Lyon.", 'Il ne sait pas où il est né.', "Le bébé ne dort pas, il est né ce matin."])('leaves "%s" alone', (right) =>
    expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/ne-for-born')).toEqual([]),
  );
});
