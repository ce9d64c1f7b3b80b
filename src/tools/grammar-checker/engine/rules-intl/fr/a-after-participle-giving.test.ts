import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

describe('French: "à" before a person after a relative clause with a verb of giving (fr/a-after-participle)', () => {
  it.each([
    ["Le vélo qu'elle a vendu a un voisin était presque neuf.", "Le vélo qu'elle a vendu à un voisin était presque neuf."],
    ["Le livre qu'il a prêté a une voisine est revenu abîmé.", "Le livre qu'il a prêté à une voisine est revenu abîmé."],
    ["Le colis que j'ai envoyé a une collègue est arrivé hier.", "Le colis que j'ai envoyé à une collègue est arrivé hier."],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(fixed));

  it.each([
    "Le vélo qu'elle a vendu a une selle en cuir.",
    "Le cousin qu'il a envoyé a une fille de dix ans.",
    "L'homme qu'elle a présenté a une fille très drôle.",
    "Le voisin qu'il a vu a un chien.",
    "Le plombier qu'il a envoyé a un fils apprenti.",
    "L'homme qu'il a envoyé a une fille.",
  ])('leaves "%s" alone', (right) => expect(runRules(FRENCH_RULES, right).filter((i) => i.rule === 'fr/a-after-participle')).toEqual([]));
});
