import { defineRule, type IntlRule } from '../intl-rule';
import { DETERMINERS } from './agreement-rules';
import { MORE_PERSON_NOUNS, PERSON_NOUNS, PROFESSIONS } from './copula-rules';

const GIFTS = /^(regalo|regalos|carta|cartas|tarta|tartas|pastel|pasteles|flores|ramo|tarjeta|tarjetas|postal|sorpresa|bombones|libro|libros|perfume|collar|pulsera|cena|comida)$/;
/** The day the present is for: with it in the sentence, "por" + a person cannot be "on their behalf". */
const OCCASIONS = /^(cumpleaños|santo|aniversario|boda|navidad|navidades|reyes|graduación|jubilación)$/;
const isPerson = (word: string) => PERSON_NOUNS.has(word) || PROFESSIONS.has(word) || MORE_PERSON_NOUNS.has(word);

/**
 * "Compré estas flores por mi madre, porque hoy es su cumpleaños" → "para": a present (flowers, a cake, a card) and
 * then "por" + a person, in a sentence that names the occasion (a birthday, an anniversary, Christmas), is meant for
 * that person. Without an occasion "por mi madre" may mean on her behalf or because of her ("Compré el pan por mi
 * madre, que estaba enferma"), and stays; es/para-recipient reads "es por …" after the present.
 */
export const PARA_GIFT_OCCASION: IntlRule = defineRule({
  id: 'es/para-gift-occasion',
  name: 'para for whom a present is (occasion)',
  message: 'Who a present is for takes "para": "compré estas flores para mi madre"; "por mi madre" means on her behalf or because of her.',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'por' || !ctx.joinedRun(i, i + 2) || !DETERMINERS[ctx.word(i + 1)] || !isPerson(ctx.word(i + 2))) return undefined;
    // The present: within three words before "por", in the same clause.
    let gift = false;
    for (let k = i - 1; k >= Math.max(0, i - 3) && ctx.joined(k); k--) if (GIFTS.test(ctx.word(k))) gift = true;
    if (!gift) return undefined;
    let from = i;
    while (from > 0 && !ctx.startsSentence(from)) from--;
    let to = i;
    while (to < ctx.tokens.length - 1 && !ctx.startsSentence(to + 1)) to++;
    const occasion = ctx.tokens.slice(from, to + 1).some((t) => OCCASIONS.test(t.lower));
    return occasion ? { from: i, to: i, replacements: ['para'] } : undefined;
  },
});
