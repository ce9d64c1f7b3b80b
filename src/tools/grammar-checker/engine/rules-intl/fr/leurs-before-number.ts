import { defineRule, type IntlRule } from '../intl-rule';
import { findNoun } from './lexicon';

/** A number above one, in figures or words ("deux", "trente-cinq", "12"). */
const NUMBER_ABOVE_ONE = /^(\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|vingts|trente|quarante|cinquante|soixante|cent|cents|mille)(-\p{L}+)*$/u;

/**
 * "Les voisins ont garé leur deux voitures" → "leurs": the possessive before a number above one and a plural
 * noun is plural, as its noun is. Not the pronoun "leur" before a verb ("je leur donne deux livres": a verb
 * follows "leur", not a number), and not a noun of the same form in both numbers after the number. fr/leur-leurs reads the reverse ("leurs maison").
 */
export const LEURS_BEFORE_NUMBER: IntlRule = defineRule({
  id: 'fr/leurs-before-number',
  name: 'leurs before a number',
  message: 'Before a number and a plural noun the possessive is plural: "leurs deux voitures".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'leur' || !NUMBER_ABOVE_ONE.test(ctx.word(i + 1)) || !ctx.joinedRun(i, i + 2)) return undefined;
    // After a number the word is a noun even when it is also a verb form ("voitures" of voiturer).
    const reading = findNoun(ctx.word(i + 2));
    if (!reading?.plural || reading.invariant) return undefined;
    return { from: i, to: i, replacements: ['leurs'] };
  },
});
