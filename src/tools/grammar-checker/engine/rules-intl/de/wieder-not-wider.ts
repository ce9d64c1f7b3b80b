import { defineRule, type IntlRule } from '../intl-rule';
import { germanVerbs } from './agreement-rules';
import { participleLemmas } from './participles';

/** Words after which "wider" can only be "wieder": prepositions, pronoun subjects, adverbs and particles. */
const AFTER_WIEDER = /^(an|auf|in|im|ins|zu|zum|zur|nach|mit|bei|beim|aus|von|vom|am|ab|hier|da|dort|zurück|zuhause|zusammen|mal|einmal|ganz|gut|besser|gesund|neu|nicht|nie|alles|etwas|ich|du|er|wir|ihr|man|so|normal|offen|geöffnet|los|richtig|heil|sauber|voll|leer|frei|fit|schön|hin|her|draußen|drinnen|oben|unten|vorbei|weg|kommen|sehen)$/;
/** The verbs whose separable particle is "wider" ("Das spiegelt die Lage wider"). */
const WIDER_VERBS = /^(spiegel|spiegelt|spiegeln|spiegelte|spiegelten|hallt|hallen|hallte|hallten|klingt|klingen|klang|klangen)$/;

/**
 * "Kannst du den Locher bitte wider an seinen Platz stellen?": "wider" (against, with an accusative: "wider Willen",
 * "wider die Natur") is a slip for "wieder" (again, back) before a preposition, an adverb, a pronoun subject, or a
 * verb form, and at a clause's end unless the clause's verb is one whose particle it is (widerspiegeln, widerhallen,
 * widerklingen).
 */
export const WIEDER_NOT_WIDER: IntlRule = defineRule({
  id: 'de/wieder-not-wider',
  name: 'wieder (again), not wider (against)',
  message: '"wider" means "against" ("wider Willen"); "again" or "back" is "wieder".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'wider') return undefined;
    const fix = { from: i, to: i, replacements: ['wieder'] };
    if (ctx.endsClause(i)) {
      let k = i - 1;
      while (k >= 0 && ctx.joined(k)) k--;
      for (let m = Math.max(0, k + 1); m < i; m++) if (WIDER_VERBS.test(ctx.word(m))) return undefined;
      return i > 0 && ctx.joined(i - 1) ? fix : undefined;
    }
    if (!ctx.joined(i)) return undefined;
    const next = ctx.tokens[i + 1]!;
    const verbLike = next.text === next.lower && (germanVerbs().read(next.lower).length > 0 || participleLemmas().has(next.lower) || germanVerbs().forms(next.lower) !== undefined);
    return AFTER_WIEDER.test(next.lower) || verbLike ? fix : undefined;
  },
});
