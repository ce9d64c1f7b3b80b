import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

// "parler" with no object after it is "parler de": in "C'est … que", "Voici … que" the thing talked about is "dont".
describe('French: "C\'est un X que tout le monde parle" → "dont" (fr/dont)', () => {
  it.each([
    ["C'est une série que tout le monde parle au bureau.", "C'est une série dont tout le monde parle au bureau."],
    ["Voici le restaurant que les gens parlent depuis l'été.", "Voici le restaurant dont les gens parlent depuis l'été."],
    ["C'est le voyage que nous avons parlé.", "C'est le voyage dont nous avons parlé."],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    "C'est la langue que tout le monde parle ici.",
    "C'est un peu d'anglais que je parle.",
    "C'est la preuve que tu parles beaucoup.",
    "J'ai l'impression que tout le monde parle en même temps.",
    'Voilà une heure que je parle.',
    "C'est une série dont tout le monde parle.",
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/dont')).toEqual([]));
});
