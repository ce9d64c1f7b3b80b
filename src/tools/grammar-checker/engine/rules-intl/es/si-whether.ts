import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';

/** Verbs after which a clause asks whether: "no sé si", "me pregunto si", "averigua si". */
const WHETHER_LEMMAS = new Set(['saber', 'preguntar', 'averiguar', 'comprobar', 'decidir', 'dudar', 'depender', 'confirmar', 'consultar', 'mirar', 'ver']);
const SUBJECT_PRONOUNS = /^(yo|tú|él|ella|usted|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes)$/;
const CLITICS = /^(me|te|se|lo|la|le|nos|os|los|las|les)$/;

/**
 * "No sé sí podré venir" → "si": after a verb of knowing or asking ("sé", "pregunto", "depende de"), "sí" before a
 * clause (a finite verb, maybe after "no", a clitic or a subject pronoun) is the "whether" of an indirect question,
 * which takes no accent. The emphatic "sí" stands before its own verb ("ella sí sabe") and the answer "sí" ends its
 * clause ("creo que sí", "no sé, sí"): both stay.
 */
export const SI_WHETHER: IntlRule = defineRule({
  id: 'es/si-whether',
  name: 'si (whether) without an accent',
  message: '"si" (whether, if) takes no accent: "no sé si podré venir"; "sí" means yes.',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'sí' || !ctx.joined(i - 1) || !ctx.joined(i)) return undefined;
    const before = ctx.word(i - 1) === 'de' ? i - 2 : i - 1;
    if (!ctx.joined(before)) return undefined;
    const lemmas = spanishVerbs().read(ctx.word(before)).map((r) => r.lemma);
    const infinitive = WHETHER_LEMMAS.has(ctx.word(before).replace(/(me|te|se|nos|os)$/, ''));
    if (!infinitive && !lemmas.some((l) => WHETHER_LEMMAS.has(l))) return undefined;
    // "depende de sí mismo": "de" only after depender.
    if (before === i - 2 && !lemmas.includes('depender')) return undefined;
    let k = i + 1;
    while (k < i + 4 && (SUBJECT_PRONOUNS.test(ctx.word(k)) || CLITICS.test(ctx.word(k)) || ctx.word(k) === 'no') && ctx.joined(k)) k++;
    if (ctx.word(i + 1) === 'mismo' || ctx.word(i + 1) === 'misma' || !ctx.joinedRun(i, k)) return undefined;
    // The table has present, imperfect, preterite and future; a conditional ("podría") is read by its ending.
    const finite = spanishVerbs().read(ctx.word(k)).length > 0 || /\p{Ll}{2,}r(ía|ías|íamos|íais|ían)$/u.test(ctx.word(k));
    return finite ? { from: i, to: i, replacements: ['si'] } : undefined;
  },
});
