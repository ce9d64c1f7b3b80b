import { defineRule, type IntlRule } from '../intl-rule';

/** Things one points at and nobody owns: the sky, the landscape, the weather. */
const SCENERY = /^(nuages|étoiles|vagues|éclairs|montagnes|collines|arbres|oiseaux|fleurs|couleurs|flocons|gouttes|feux|lumières|bruits|odeurs|nuées|rochers|falaises|champs|paysages)$/;
/** Verbs of seeing, hearing or pointing right before the determiner. */
const POINTING = /^(vu|vois|voit|voyez|voyons|regarde|regardes|regardez|regardé|écoute|écoutez|entends|entendez|entendu|sens|sentez|senti|admire|admirez|voilà|voici)$/;
/** Words that could name the owner of "ses": a third person singular pronoun, or a singular determiner before its noun. */
const OWNER_PRONOUNS = /^(il|elle|on|lui|celui|celle)$/;
const SINGULAR_DETERMINERS = /^(le|la|l['’].+|un|une|mon|ma|ton|ta|son|sa|ce|cet|cette|notre|votre|leur|chaque)$/;

/**
 * "Tu as vu ses nuages ? Il va pleuvoir" → "ces": "ses" (his, her) needs an owner named before it; with none in the
 * text (no il, elle, on, no singular noun phrase, no name), after a verb of seeing or pointing and before scenery
 * nobody owns (clouds, stars, waves, mountains), the writer points at them: the demonstrative "ces". "Regarde ses
 * yeux" (a person's, said of someone in view) and "Marie a vu ses nuages" stay.
 */
export const CES_NO_OWNER: IntlRule = defineRule({
  id: 'fr/ces-no-owner',
  name: 'ces (these) before what nobody owns',
  message: '"ces" (these, those) points at things; "ses" (his, her) needs an owner: "tu as vu ces nuages ?".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'ses' || !ctx.joinedRun(i - 1, i + 1) || !POINTING.test(ctx.word(i - 1)) || !SCENERY.test(ctx.word(i + 1))) return undefined;
    for (let k = 0; k < i; k++) {
      const word = ctx.word(k);
      if (OWNER_PRONOUNS.test(word) || (SINGULAR_DETERMINERS.test(word) && k + 1 < i)) return undefined;
      if (/^\p{Lu}/u.test(ctx.tokens[k]!.text) && !ctx.startsSentence(k)) return undefined;
    }
    return { from: i, to: i, replacements: ['ces'] };
  },
});
