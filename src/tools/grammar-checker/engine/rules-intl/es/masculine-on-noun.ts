import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';
import { findNoun, readAdjective } from './lexicon';

/** Feminine determiners and their masculine forms. */
const TO_MASCULINE: Record<string, string> = { la: 'el', las: 'los', una: 'un', unas: 'unos', esta: 'este', estas: 'estos', esa: 'ese', esas: 'esos', aquella: 'aquel', aquellas: 'aquellos', nuestra: 'nuestro', nuestras: 'nuestros', vuestra: 'vuestro', vuestras: 'vuestros' };

/**
 * "unas botones antiguos" → "unos": a noun in -ón, -ones (not -ión: canción, opinión are feminine) is masculine
 * (botón, balón, cajón, jamón, ratón); "razón" and "sazón" are the feminine ones. When the noun lists lack such a
 * noun, a feminine determiner before it is mended only when a masculine adjective after it, of the determiner's
 * number, says the same (two signs against the determiner); "las razones", "una canción" stay.
 */
export const MASCULINE_ON_NOUN: IntlRule = defineRule({
  id: 'es/masculine-on-noun',
  name: 'Article of a noun in -ón',
  message: 'Nouns in -ón (botón, balón, cajón) are masculine: "unos botones antiguos".',
  at: (ctx, i) => {
    const fix = TO_MASCULINE[ctx.word(i)];
    if (!fix || !ctx.joinedRun(i, i + 2)) return undefined;
    const noun = ctx.word(i + 1);
    const plural = /s$/.test(ctx.word(i));
    const onNoun = plural ? /^\p{Ll}{2,}[^i]ones$/u.test(noun) : /^\p{Ll}{2,}[^i]ón$/u.test(noun);
    if (!onNoun || /^(razón|razones|sazón|sazones)$/.test(noun) || findNoun(noun) || spanishVerbs().read(noun).length > 0) return undefined;
    const adjective = readAdjective(ctx.word(i + 2));
    if (!adjective || adjective.gender !== 'm' || adjective.plural !== plural) return undefined;
    return { from: i, to: i, replacements: [fix] };
  },
});
