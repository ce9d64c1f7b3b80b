import { defineRule, type IntlRule } from '../intl-rule';

/**
 * Adjectives that, after an impersonal "es", take the infinitive as their subject and never "de": "es importante
 * estudiar". Not fácil, difícil, imposible: "Este libro es difícil de leer", "Es imposible de creer" are right
 * (the infinitive's object is the subject), so those are left alone.
 */
const IMPERSONAL_ADJECTIVES = /^(importante|necesario|imprescindible|fundamental|esencial|obligatorio|conveniente|recomendable|preferible|mejor)$/;
const COPULAS = /^(es|era|fue|será|sería|sido)$/;
const DEGREE = /^(muy|más|tan|bastante|realmente|sumamente|especialmente)$/;
const INFINITIVE = /^\p{Ll}+(ar|er|ir|ír)(me|te|se|nos|os|lo|la|los|las|le|les)?$/u;

/**
 * "Es importante de estudiar cada día" → "Es importante estudiar": a copula, an adjective of the list (a degree word
 * may stand between) and "de" before an infinitive. The "de" is dropped.
 */
export const IMPERSONAL_ADJECTIVE_INFINITIVE: IntlRule = defineRule({
  id: 'es/impersonal-adjective-infinitive',
  name: 'es importante + infinitive',
  message: 'After "es importante", "es necesario"… the infinitive follows without "de": "es importante estudiar".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'de' || !IMPERSONAL_ADJECTIVES.test(ctx.word(i - 1)) || !INFINITIVE.test(ctx.word(i + 1))) return undefined;
    let k = i - 2;
    if (DEGREE.test(ctx.word(k))) k--;
    if (!COPULAS.test(ctx.word(k)) || !ctx.joinedRun(k, i + 1)) return undefined;
    return { from: i - 1, to: i, replacements: [ctx.tokens[i - 1]!.text] };
  },
});
