import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';
import { PROFESSIONS } from './copula-rules';

/**
 * "Mi hermana trabaja como una enfermera" → "como enfermera": a job named after "trabajar como" (or "de") takes no
 * article. Only before a listed profession, and only when the phrase ends there or goes on with a place or a time ("en un
 * hospital", "desde 2019"): "trabaja como un profesor de verdad", "como un loco" are comparisons and stay.
 */
export const TRABAJAR_COMO_PROFESSION: IntlRule = defineRule({
  id: 'es/trabajar-como-profession',
  name: 'trabajar como + job without article',
  message: 'A job after "trabajar como" takes no article: "trabaja como enfermera".',
  at: (ctx, i) => {
    if (!/^(como|de)$/.test(ctx.word(i)) || !/^(un|una)$/.test(ctx.word(i + 1)) || !PROFESSIONS.has(ctx.word(i + 2)) || !ctx.joinedRun(i - 1, i + 2)) return undefined;
    if (!spanishVerbs().read(ctx.word(i - 1)).some((r) => r.lemma === 'trabajar')) return undefined;
    const next = ctx.word(i + 3);
    if (!ctx.endsClause(i + 2) && !/^(en|desde|durante|para|hace|por|y)$/.test(next)) return undefined;
    return { from: i + 1, to: i + 2, replacements: [ctx.tokens[i + 2]!.text] };
  },
});
