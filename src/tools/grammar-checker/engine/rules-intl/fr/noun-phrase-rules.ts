import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { ADJECTIVES, findNoun, type Gender, inflectAdjective } from './lexicon';

/** Determiners that show gender, as masculine:feminine. */
const DETERMINERS: Record<string, { m: string; f: string; gender: Gender }> = {
  le: { m: 'le', f: 'la', gender: 'm' },
  la: { m: 'le', f: 'la', gender: 'f' },
  un: { m: 'un', f: 'une', gender: 'm' },
  une: { m: 'un', f: 'une', gender: 'f' },
  ce: { m: 'ce', f: 'cette', gender: 'm' },
  cet: { m: 'cet', f: 'cette', gender: 'm' },
  cette: { m: 'ce', f: 'cette', gender: 'f' },
  mon: { m: 'mon', f: 'ma', gender: 'm' },
  ma: { m: 'mon', f: 'ma', gender: 'f' },
  ton: { m: 'ton', f: 'ta', gender: 'm' },
  ta: { m: 'ton', f: 'ta', gender: 'f' },
  son: { m: 'son', f: 'sa', gender: 'm' },
  sa: { m: 'son', f: 'sa', gender: 'f' },
};
const SUBJECTS = new Set(['je', 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles', 'ne', 'me', 'te']);
const STARTS_WITH_VOWEL = /^[aeiouyâàéèêëîïôûœh]/;

/** The noun a determiner at i introduces, with one adjective allowed in between ("une petite maison"). */
function findNounAfter(ctx: RuleContext, i: number): { index: number; gender: Gender; plural: boolean } | undefined {
  for (const k of [i + 1, i + 2]) {
    if (!ctx.joinedRun(i, k)) return undefined;
    const noun = findNoun(ctx.word(k));
    if (noun) return { index: k, ...noun };
    if (!ADJECTIVES.has(ctx.word(k))) return undefined;
  }
  return undefined;
}

function fixDeterminer(word: string, gender: Gender, next: string): string {
  const forms = DETERMINERS[word]!;
  // Before a vowel the masculine forms serve both genders (mon amie), and ce becomes cet.
  if (gender === 'f' && STARTS_WITH_VOWEL.test(next) && ['mon', 'ton', 'son'].includes(word)) return word;
  if (gender === 'm' && forms.m === 'ce' && STARTS_WITH_VOWEL.test(next)) return 'cet';
  return forms[gender];
}

function isAdjectiveForm(word: string, gender: Gender, plural: boolean): boolean {
  const forms = ADJECTIVES.get(word);
  if (!forms) return true;
  // bel, nouvel, vieil are masculine forms before a vowel; masculine and feminine may coincide (jeune).
  return inflectAdjective(forms, gender, plural) === word || forms.m === forms.f;
}

export const NOUN_PHRASE_RULES: IntlRule[] = [
  defineRule({
    id: 'fr/noun-gender',
    name: 'Article matches the noun',
    message: 'The determiner does not match the gender of the noun.',
    at: (ctx, i) => {
      const det = DETERMINERS[ctx.word(i)];
      const noun = det && findNounAfter(ctx, i);
      if (!det || !noun || noun.plural) return undefined;
      // "je la livre": after a subject, le/la are object pronouns before a verb.
      if (['le', 'la'].includes(ctx.word(i)) && SUBJECTS.has(ctx.word(i - 1))) return undefined;
      const fix = fixDeterminer(ctx.word(i), noun.gender, ctx.word(i + 1));
      if (fix === ctx.word(i) || (noun.gender === 'm' && ctx.word(i) === 'cet')) return undefined;
      return { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'fr/adjective-agreement',
    name: 'Adjective agrees with the noun',
    message: 'The adjective does not agree with the noun in gender or number.',
    confidence: 0.75,
    at: (ctx, i) => {
      const noun = findNoun(ctx.word(i));
      if (!noun) return undefined;
      for (const k of [i - 1, i + 1]) {
        const word = ctx.word(k);
        const forms = ADJECTIVES.get(word);
        if (!forms || !ctx.joined(Math.min(i, k)) || isAdjectiveForm(word, noun.gender, noun.plural)) continue;
        return { from: k, to: k, replacements: [inflectAdjective(forms, noun.gender, noun.plural)] };
      }
      return undefined;
    },
  }),
  defineRule({
    id: 'fr/ma-mon',
    name: 'mon before a vowel',
    message: 'Before a vowel, "ma", "ta", "sa" become "mon", "ton", "son" (mon amie).',
    at: (ctx, i) => {
      const fix = ({ ma: 'mon', ta: 'ton', sa: 'son' } as Record<string, string>)[ctx.word(i)];
      return fix && ctx.joined(i) && /^[aeiouyâàéèêîôœ]/.test(ctx.word(i + 1)) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/ce-cet',
    name: 'cet before a vowel',
    message: 'Before a masculine word starting with a vowel or silent h, "ce" becomes "cet".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'ce' || !ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      const noun = findNoun(next);
      const masculine = noun ? noun.gender === 'm' : ADJECTIVES.has(next);
      return masculine && STARTS_WITH_VOWEL.test(next) ? { from: i, to: i, replacements: ['cet'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/bel-nouvel',
    name: 'bel, nouvel, vieil before a vowel',
    message: 'Before a masculine noun starting with a vowel: "bel", "nouvel", "vieil".',
    at: (ctx, i) => {
      const fix = ({ beau: 'bel', nouveau: 'nouvel', vieux: 'vieil' } as Record<string, string>)[ctx.word(i)];
      const noun = fix && ctx.joined(i) ? findNoun(ctx.word(i + 1)) : undefined;
      return fix && noun?.gender === 'm' && !noun.plural && STARTS_WITH_VOWEL.test(ctx.word(i + 1)) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
];
