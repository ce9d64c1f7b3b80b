import { defineRule, type IntlRule } from '../intl-rule';

/**
 * "plus meilleur", "plus pire", "plus mieux": "meilleur", "pire" and "mieux" are already comparatives, so "plus" is left
 * out ("Ce film est meilleur que le premier", "le meilleur"). Not after a negation in the clause: "Il n'est plus meilleur
 * que moi" (no longer better) is right.
 */
export const PLUS_MEILLEUR: IntlRule = defineRule({
  id: 'fr/plus-meilleur',
  name: 'meilleur without plus',
  message: '"Meilleur", "pire" and "mieux" are comparatives already: "meilleur que", not "plus meilleur que".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'plus' || !ctx.joined(i) || !/^(meilleur|meilleure|meilleurs|meilleures|pire|pires|mieux)$/.test(ctx.word(i + 1))) return undefined;
    // "non plus", "de plus": other uses of "plus".
    if (/^(non|de)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1)) return undefined;
    for (let k = i - 1; k >= 0 && ctx.joined(k); k--) if (/^(ne|n['’].*)$/.test(ctx.word(k))) return undefined;
    return { from: i, to: i + 1, replacements: [ctx.tokens[i + 1]!.text] };
  },
});
