import { defineRule, type IntlRule } from '../intl-rule';

/**
 * "Le bus n'est jamais venu, ce que nous a mis en retard" → "ce qui": when "ce" + relative is the subject of the verb
 * after it, the relative is "qui". Read only where nothing else can be the subject: an object pronoun, then "avoir" or
 * "être", then a participle followed by the end of the clause, a preposition or an adverb. "Voilà ce que m'a dit mon
 * père" keeps "que", because a subject stands after the participle (the inverted subject of careful writing).
 */
const OBJECT_AND_AUXILIARY = /^([mtl]['’](a|avait|aura|est|était)|(nous|vous|lui|leur|me|te)$)/;
const AUXILIARY = /^(a|avait|aura|est|était|ont|avaient)$/;
const ADVERBS = /^(beaucoup|vraiment|toujours|souvent|déjà|aussi|énormément|tellement|bien|un|peu)$/;
const AFTER_PARTICIPLE_NO_SUBJECT = /^(en|à|au|aux|dans|pour|sur|de|beaucoup|vraiment|énormément|tellement|hier|aujourd['’]hui|ce|cette)$/;

export const CE_QUI_SUBJECT: IntlRule = defineRule({
  id: 'fr/ce-qui-subject',
  name: 'ce qui as subject',
  message: 'When "ce" + relative is the subject of the verb after it, write "ce qui": "ce qui nous a mis en retard".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'ce' || ctx.word(i + 1) !== 'que' || !ctx.joined(i)) return undefined;
    let v = i + 2;
    const pronoun = OBJECT_AND_AUXILIARY.exec(ctx.word(v));
    if (!pronoun) return undefined;
    if (pronoun[3] !== undefined) {
      v++;
      if (!AUXILIARY.test(ctx.word(v))) return undefined;
    }
    let p = v + 1;
    while (ADVERBS.test(ctx.word(p)) && p < v + 4) p++;
    if (!/^\p{Ll}+(é|ée|és|i|is|u|ue|it|ert|uit)$/u.test(ctx.word(p)) || !ctx.joinedRun(i, p)) return undefined;
    const clauseEnds = ctx.endsClause(p);
    const noSubject = clauseEnds || (ctx.joined(p) && AFTER_PARTICIPLE_NO_SUBJECT.test(ctx.word(p + 1)));
    if (!noSubject) return undefined;
    // "ce que m'a dit hier mon père": a noun phrase later in the clause may still be the inverted subject.
    for (let k = p + 1; k < ctx.tokens.length && ctx.joined(k - 1); k++) if (/^(mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|leur)$/.test(ctx.word(k))) return undefined;
    return { from: i + 1, to: i + 1, replacements: ['qui'] };
  },
});
