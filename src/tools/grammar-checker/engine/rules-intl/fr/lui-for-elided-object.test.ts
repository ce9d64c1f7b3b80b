import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "lui", not "l\'", before téléphoner and other indirect verbs (fr/lui-for-elided-object)', () => {
  it.each([
    ["Je l'ai téléphoné hier soir mais elle n'a pas répondu.", "Je lui ai téléphoné hier soir mais elle n'a pas répondu."],
    ["Je ne l'ai pas encore téléphoné.", "Je ne lui ai pas encore téléphoné."],
    ["Ils l'ont menti pendant des années.", "Ils lui ont menti pendant des années."],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each(["Je l'ai appelé hier soir.", "Je lui ai téléphoné hier.", "Je l'ai demandé au guichet.", "Il l'a vu sourire."])('leaves "%s" alone', (right) =>
    expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/lui-for-elided-object')).toEqual([]),
  );
});
