import { defineRule, type IntlRule } from '../intl-rule';

/** Dishes named by what they are made or flavoured with: "une glace à la vanille", "une tarte aux pommes". */
const DISHES = /^(glace|glaces|tarte|tartes|gâteau|gâteaux|gateau|gateaux|crêpe|crêpes|crepe|crepes|yaourt|yaourts|sauce|soupe|poulet|thé|café|mousse|pizza|pizzas|crème|sorbet|sorbets|bonbon|bonbons|biscuit|biscuits|omelette|salade|tartelette|tartelettes)$/;
/** What a dish is flavoured with. */
const FLAVOURS = /^(vanille|fraise|framboise|pistache|menthe|crème|cannelle|noix|noisette|orange|pêche|mangue|banane|myrtille|cerise|citronnelle|tomate|moutarde|provençale|normande|grecque|bretonne|niçoise)$/;
/** Set phrases that only the preposition opens: "à la fois", "à la française", "à la mode". */
const SET_PHRASES = /^(fois|française|italienne|mode|rigueur|légère|hâte|carte)$/;

/**
 * "une glace a la vanille" → "à la vanille": "a" is the verb avoir, and a dish does not "have" its flavour; "à la fois",
 * "à la française" and "à la mode" are set phrases with the preposition. Only after a dish's name, or before a set
 * phrase's noun with no subject pronoun before "a" ("il a la fois" is no French; "il a la vanille" is left alone).
 */
export const A_LA_FLAVOUR: IntlRule = defineRule({
  id: 'fr/a-la-flavour',
  name: 'à la before a flavour or a set phrase',
  message: 'What a dish is flavoured with, and set phrases like "à la fois", take the preposition "à": "une glace à la vanille".',
  at: (ctx, i) => {
    if (ctx.tokens[i]!.text !== 'a' || ctx.word(i + 1) !== 'la' || !ctx.joinedRun(i - 1, i + 2)) return undefined;
    const after = ctx.word(i + 2);
    const flavoured = DISHES.test(ctx.word(i - 1)) && FLAVOURS.test(after) && !ctx.startsSentence(i - 1) && !/^(le|la|les|l'|l’|ce|cette|ces|mon|ma|ton|ta|son|sa|notre|votre|leur)$/.test(ctx.word(i - 2));
    const setPhrase = SET_PHRASES.test(after) && !/^(il|elle|on|qui|cela|ça|ce)$/.test(ctx.word(i - 1));
    return flavoured || setPhrase ? { from: i, to: i, replacements: ['à'] } : undefined;
  },
});
