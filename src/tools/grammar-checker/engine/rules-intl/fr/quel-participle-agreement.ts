import { defineRule, type IntlRule } from '../intl-rule';
import { frenchVerbs } from './agreement-rules';

const PARTICIPLE_SLOT = 30;

/**
 * "Quelles chansons as-tu chanté ?" → "chantées": in a question opened by "quel(le)(s)" + a noun, that noun is the direct
 * object and stands before "avoir", so the participle agrees with it, as after "que". Only with an inverted "avoir"
 * ("as-tu", "a-t-elle", "avez-vous") or "est-ce que" + subject + avoir, and a participle right after (past "pas",
 * "déjà"…); not a verb whose object is indirect, and not before an infinitive ("Quelles chansons as-tu entendu chanter ?").
 */
const QUEL: Record<string, { plural: boolean; feminine: boolean }> = {
  quel: { plural: false, feminine: false }, quelle: { plural: false, feminine: true }, quels: { plural: true, feminine: false }, quelles: { plural: true, feminine: true },
};
const INVERTED_AVOIR = /^(ai|as|a|avons|avez|ont|avais|avait|aviez|avaient)(-t)?-(je|tu|il|elle|on|nous|vous|ils|elles)$/;
const INDIRECT = new Set(['téléphoner', 'sourire', 'ressembler', 'obéir', 'mentir', 'plaire', 'parler', 'répondre']);

export const QUEL_PARTICIPLE_AGREEMENT: IntlRule = defineRule({
  id: 'fr/quel-participle-agreement',
  name: 'Participle agreement after "quel" + noun',
  message: 'The object "quelles chansons" comes before "avoir", so the participle agrees with it: "Quelles chansons as-tu chantées ?"',
  at: (ctx, i) => {
    const quel = QUEL[ctx.word(i)];
    if (!quel || !ctx.startsSentence(i)) return undefined;
    // The noun, perhaps with an adjective before or after it.
    let a = i + 2;
    if (!INVERTED_AVOIR.test(ctx.word(a))) a++;
    if (!INVERTED_AVOIR.test(ctx.word(a)) || !ctx.joinedRun(i, a)) return undefined;
    let p = a + 1;
    while (/^(pas|jamais|déjà|encore|vraiment|bien)$/.test(ctx.word(p)) && p < a + 3) p++;
    if (!ctx.joinedRun(a, p)) return undefined;
    const reading = frenchVerbs().slots(ctx.word(p)).find((s) => s.slot >= PARTICIPLE_SLOT);
    if (!reading || INDIRECT.has(reading.lemma)) return undefined;
    const next = ctx.word(p + 1);
    if (/(er|ir|re)$/.test(next) && frenchVerbs().forms(next) && ctx.joined(p)) return undefined;
    const forms = frenchVerbs().forms(reading.lemma)?.slice(PARTICIPLE_SLOT);
    const wanted = forms?.[(quel.plural ? 1 : 0) + (quel.feminine ? 2 : 0)];
    return wanted && wanted !== ctx.word(p) && forms?.includes(ctx.word(p)) ? { from: p, to: p, replacements: [wanted] } : undefined;
  },
});
