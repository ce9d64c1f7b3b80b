import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';

/** Verbs that take a bare infinitive: deber, poder, soler ("puede haber un error"). */
const BARE_INFINITIVE_LEMMAS = new Set(['deber', 'poder', 'soler']);

/**
 * "Tiene que a ver un error en la factura": "a ver" (let's see) spoken like "haber" stands where an infinitive is
 * wanted — after "tener que" or a verb that takes one bare (deber, poder, soler) — and is "haber" ("tiene que haber",
 * "debe haber", "puede haber"). "Vamos a ver", "a ver si…" and "tengo que ir a ver" keep the phrase.
 */
export const HABER_NOT_A_VER: IntlRule = defineRule({
  id: 'es/haber-not-a-ver',
  name: 'haber, not a ver',
  message: 'After "tener que", "deber" or "poder" the infinitive is "haber": "tiene que haber un error".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'a' || ctx.word(i + 1) !== 'ver' || !ctx.joinedRun(i - 1, i + 1) || ctx.word(i + 2) === 'si') return undefined;
    const before = ctx.word(i - 1);
    const lemmasOf = (word: string) => new Set(spanishVerbs().read(word).map((r) => r.lemma));
    const tenerQue = before === 'que' && ctx.joined(i - 2) && (lemmasOf(ctx.word(i - 2)).has('tener') || /^tendr(ía|ías|íamos|ían|á|án)$/.test(ctx.word(i - 2)));
    // The table has no conditional or future: "podría", "debería", "podrá" are read by their stem.
    const bare = [...lemmasOf(before)].some((lemma) => BARE_INFINITIVE_LEMMAS.has(lemma)) || /^(podr|deber)(ía|ías|íamos|íais|ían|á|án)$/.test(before);
    return tenerQue || bare ? { from: i, to: i + 1, replacements: ['haber'] } : undefined;
  },
});
