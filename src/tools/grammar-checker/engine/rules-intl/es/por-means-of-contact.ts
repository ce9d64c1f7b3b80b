import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';

/** Verbs of getting in touch: the channel they go through takes "por". */
const CONTACT_VERBS = /^(llamar|hablar|avisar|contactar|comunicar|enviar|mandar|escribir|confirmar|consultar)$/;
/** Channels named bare after the preposition: "por teléfono", "por correo", "por WhatsApp". */
const CHANNELS = /^(teléfono|correo|email|e-mail|mail|whatsapp|sms|fax|carta|skype|zoom|videollamada|internet|mensaje)$/;
/** Words that may stand between the verb and its channel without changing what "para" would mean. */
const ADVERBS = /^(ayer|hoy|mañana|luego|después|anoche|siempre|ya|antes|también|pronto|enseguida|otra|vez)$/;

/**
 * "Te llamo para teléfono esta noche" → "por teléfono": the channel a message goes through takes "por". Only
 * "para" followed by a bare channel noun (no determiner), right after a form of a verb of getting in touch, or
 * after that verb and an adverb. "Una funda para teléfono", "Le mandé una funda para teléfono" (a noun before
 * "para") and "Llamo para preguntar" stay.
 */
export const POR_MEANS_OF_CONTACT: IntlRule = defineRule({
  id: 'es/por-means-of-contact',
  name: 'por for a means of contact',
  message: 'The channel a message goes through takes "por": "te llamo por teléfono", "te lo mando por correo".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'para' || !CHANNELS.test(ctx.word(i + 1)) || !ctx.joined(i)) return undefined;
    const isContactVerb = (k: number) => spanishVerbs().read(ctx.word(k)).some((r) => CONTACT_VERBS.test(r.lemma)) || CONTACT_VERBS.test(ctx.word(k));
    let k = i - 1;
    if (ADVERBS.test(ctx.word(k)) && ctx.joined(k)) k -= 1;
    if (ADVERBS.test(ctx.word(k)) && ctx.joined(k)) k -= 1;
    if (k < 0 || !ctx.joinedRun(k, i) || !isContactVerb(k)) return undefined;
    return { from: i, to: i, replacements: ['por'] };
  },
});
