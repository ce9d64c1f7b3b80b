import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { FRENCH_RULES } from './index';

const acceptAll = (text: string) => acceptAllOf(FRENCH_RULES, text);
const leavesAlone = (right: string) => expect(runRules(FRENCH_RULES, right)).toEqual([]);

// Intl batch 23 round: our own sentences, each family with a wrong one mended and right ones left alone.
describe("French: c'est → s'est after a noun the lexicon lacks (fr/s-est-after-noun)", () => {
  it.each([
    ["Le garagiste c'est trompé de pièce.", "Le garagiste s'est trompé de pièce."],
    ["Mon kinésithérapeute c'est blessé au genou.", "Mon kinésithérapeute s'est blessé au genou."],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));
  it.each(["Le garagiste s'est trompé de pièce.", "Le foot, c'est fini."])('leaves "%s" alone', leavesAlone);
});

describe('French: "et" → "est" when a number governs the word after it (fr/est-et-adjective)', () => {
  it('reads "kilomètres" after "deux" as a noun', () => expect(acceptAll('Le camping et situé à deux kilomètres de la plage.')).toBe('Le camping est situé à deux kilomètres de la plage.'));
  it.each(['Le camping est situé à deux kilomètres de la plage.', 'Le pain frais et chaud.'])('leaves "%s" alone', leavesAlone);
});

describe('French: "pas" after rien, jamais, personne (fr/double-negation)', () => {
  it.each([
    ['Je ne comprends rien pas quand il parle.', 'Je ne comprends rien quand il parle.'],
    ["Il n'écoute jamais pas ses parents.", "Il n'écoute jamais ses parents."],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));
  it.each(["Ce n'est pas rien.", 'Je ne comprends rien quand il parle.'])('leaves "%s" alone', leavesAlone);
});

describe('French: "plein de" right after a noun agrees (fr/adjective-agreement)', () => {
  it.each([
    ["Une petite salle plein d'étudiants.", "Une petite salle pleine d'étudiants."],
    ['Des boîtes plein de livres.', 'Des boîtes pleines de livres.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));
  it.each(["Il y a plein d'étudiants dans la salle.", "J'ai vu une fille plein de fois."])('leaves "%s" alone', leavesAlone);
});

describe('French: "Ses" for "C\'est" before an adverb or "dommage" (fr/s-est)', () => {
  it.each([
    ['Ses vraiment dommage que le musée soit fermé.', "C'est vraiment dommage que le musée soit fermé."],
    ['Ses très gentil de ta part.', "C'est très gentil de ta part."],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));
  it.each(['Ses parents sont très gentils.', 'Ses vraies raisons restent secrètes.'])('leaves "%s" alone', leavesAlone);
});

describe('French: "à" for "a" before a subordinate clause (fr/a-missing-avoir)', () => {
  it('mends the main clause', () => expect(acceptAll('Mon correspondant à beaucoup de patience quand je fais des fautes.')).toBe('Mon correspondant a beaucoup de patience quand je fais des fautes.'));
  it.each(['Mon correspondant a beaucoup de patience quand je fais des fautes.', 'Une chambre à deux lits quand il faut.'])('leaves "%s" alone', leavesAlone);
});

describe('French: "Ses pas", "Ses faux papiers" stay (fr/s-est)', () => {
  it.each(['Ses pas résonnaient dans le couloir.', 'Ses faux papiers ont été saisis.'])('leaves "%s" alone', leavesAlone);
});

describe('French: "à" for "a" before an avoir phrase or an adverb (fr/a-missing-avoir)', () => {
  it.each([
    ['Mon professeur à toujours raison.', 'Mon professeur a toujours raison.'],
    ["Ma voisine à besoin d'aide.", "Ma voisine a besoin d'aide."],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));
  it.each(['Mon professeur a toujours raison.', 'Une machine à laver.', 'Mon frère pense à toujours bien faire.'])('leaves "%s" alone', leavesAlone);
});
