import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { LIFE_STAGES, ONE_TIME_PAST, PAST_FINITE } from './conjunction-rules';

const SUBJECT_START = /^(ich|du|er|sie|es|wir|ihr|man|der|die|das|mein|meine|dein|deine|sein|seine|unser|unsere)$/;
/** A main clause about knowing, seeing, telling or judging takes an indirect question as its object: "Wann er kam, weiß ich nicht", "…, habe ich nicht gesehen". */
const QUESTION_TAKERS = /^(weiß|weißt|wissen|wisst|wusste|wussten|frage|fragt|fragte|fragten|erinnere|erinnert|erinnerte|vergessen|vergaß|sagt|sagte|sagten|egal|klar|unklar|bekannt|unbekannt|wichtig|fraglich|rolle|keine|gesehen|sah|sahen|gehört|hörte|gemerkt|merkte|bemerkt|bemerkte|erzählt|erzählte|verraten|verriet|sagen|gesagt|fragen|gefragt|wissen|gewusst|erfahren|erfuhr|verstanden|notiert|aufgeschrieben|mitbekommen|geahnt|ahnte|niemand|fest)$/;

/** The clause's last word from i on (before punctuation), within limit words. */
function clauseEnd(ctx: RuleContext, i: number, limit: number): number | undefined {
  for (let k = i; k < ctx.tokens.length && k - i <= limit; k++) {
    if (ctx.endsClause(k)) return k;
    if (!ctx.joined(k)) return undefined;
  }
  return undefined;
}

/**
 * "Wann ich ein Kind war, habe ich oft im Garten gespielt" → "Als": "wann" asks for a time; a clause that tells one
 * occasion in the past is opened by "als" (de/als-past mends "wenn" there). Read at a sentence's start only (after a
 * comma "wann" opens an indirect question: "Ich weiß nicht, wann er kam"), with a subject right after it, a past
 * indicative closing the clause, a sign that it happened once (gestern, damals, letzte…, or a stage of life: "als ich
 * ein Kind war"), and a main clause after the comma that does not take the clause as its object ("…, weiß ich nicht",
 * "…, ist mir egal") nor asks a question.
 */
export const ALS_NOT_WANN: IntlRule = defineRule({
  id: 'de/als-not-wann',
  name: 'als for one time in the past, not wann',
  message: '"Wann" asks when; for one occasion in the past the clause opens with "als": "Als ich ein Kind war, …".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'wann' || !ctx.startsSentence(i) || !SUBJECT_START.test(ctx.word(i + 1))) return undefined;
    const end = clauseEnd(ctx, i, 10);
    if (end === undefined || !/^\s*,\s*$/.test(ctx.gapAfter(end))) return undefined;
    const verb = ctx.word(end);
    if (!PAST_FINITE.test(verb) || /^(hätte|wäre|würde)/.test(verb)) return undefined;
    let once = /^(war|warst|waren|wart)$/.test(verb) && LIFE_STAGES.test(ctx.word(end - 1));
    for (let k = i + 1; k < end; k++) if (ONE_TIME_PAST.test(ctx.word(k))) once = true;
    if (!once) return undefined;
    // The main clause, up to the sentence's end: no verb of knowing or judging, no question mark.
    for (let k = end + 1; k < ctx.tokens.length; k++) {
      if (QUESTION_TAKERS.test(ctx.word(k))) return undefined;
      if (/[.!?\n]/.test(ctx.gapAfter(k))) {
        if (/\?/.test(ctx.gapAfter(k))) return undefined;
        break;
      }
    }
    return { from: i, to: i, replacements: ['Als'] };
  },
});
