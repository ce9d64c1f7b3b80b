import { defineRule, type IntlRule } from '../intl-rule';
import { DETERMINERS, PRONOUNS, spanishVerbs } from './agreement-rules';
import { findNoun } from './lexicon';

// Not knowing or asking: "no sé", "no sabemos", "no entiendo", "me pregunto".
const NOT_KNOWING = /^(sé|sabes|sabe|sabemos|sabéis|saben|sabía|sabías|sabíamos|sabían|entiendo|entiende|entendemos|recuerdo|recuerda|recordamos)$/;
const ASKING = /^(pregunto|pregunta|preguntamos|preguntó|preguntaba)$/;
// Words after "que" that open a "that" clause: "no sabía que mañana llovía", "no sé que nadie venga".
const NOT_A_NOUN = /^(mañana|hoy|ayer|ahora|todavía|ya|siempre|nunca|también|tampoco|aquí|allí|ahí|nadie|nada|alguien|algo|todo|todos|todas|tal|más|menos|muy|tan|solo|sólo|no|si|se|me|te|le|les|lo|la|los|las|nos|os|ha|han|hay)$/;

/**
 * "No sé que ingredientes necesitamos" → "qué": after not knowing or asking, "que" + a noun with no determiner +
 * a verb or an infinitive asks which thing ("qué ingredientes", "qué hora es", "qué regalo comprar"); a "that"
 * clause opens with its subject's determiner or a name ("no sabía que los ingredientes eran caros", "no sabía que Juan venía") and stays.
 */
export const QUE_BEFORE_NOUN_QUESTION: IntlRule = defineRule({
  id: 'es/que-before-noun-question',
  name: 'qué before a noun in an indirect question',
  message: 'An indirect question asking which thing takes "qué": "no sé qué ingredientes necesitamos".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'que' || !ctx.joinedRun(i - 2, i + 2)) return undefined;
    const knowing = NOT_KNOWING.test(ctx.word(i - 1)) && ctx.word(i - 2) === 'no';
    const asking = ASKING.test(ctx.word(i - 1)) && /^(me|se|nos|te)$/.test(ctx.word(i - 2));
    if (!knowing && !asking) return undefined;
    const noun = ctx.tokens[i + 1]!.text;
    const word = ctx.word(i + 1);
    // A plain lower-case word that is no verb form, infinitive, determiner or pronoun: a noun with no determiner.
    if (!/^\p{Ll}{3,}$/u.test(noun) || NOT_A_NOUN.test(word) || DETERMINERS[word] || PRONOUNS[word]) return undefined;
    if ((spanishVerbs().read(word).length > 0 && !findNoun(word)) || /(ar|er|ir|ír)$/.test(word)) return undefined;
    const verb = ctx.word(i + 2);
    const finite = spanishVerbs().read(verb).length > 0 && !findNoun(verb) && !DETERMINERS[verb];
    // "No sé que regalo comprar": an infinitive after the noun asks which one too.
    const infinitive = /^\p{Ll}+(ar|er|ir|ír)$/u.test(verb) && spanishVerbs().forms(verb) !== undefined;
    return finite || infinitive ? { from: i, to: i, replacements: ['qué'] } : undefined;
  },
});
