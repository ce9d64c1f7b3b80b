import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { type VerbReading } from '../lexicon/verb-table';
import { PRONOUNS, spanishVerbs } from './agreement-rules';

/**
 * Preterite or imperfect, only where the sentence leaves no doubt: a childhood habit ("Cuando era
 * niño, iba a la playa todos los veranos") and a first time at a past date ("El año pasado viajé a
 * México por primera vez"). Elsewhere both tenses can be right, so nothing is flagged.
 */
const CHILDHOOD = /\b(cuando|de)\s+(era|éramos|eras|era)?\s*(niño|niña|niños|niñas|pequeño|pequeña|pequeños|pequeñas|joven|jóvenes|chico|chica)\b/i;
const HABIT = /\b(todos\s+los\s+(días|veranos|años|domingos|sábados|lunes|inviernos|meses|fines\s+de\s+semana)|todas\s+las\s+(semanas|tardes|mañanas|noches|navidades)|cada\s+(día|verano|año|semana|domingo|mañana|tarde|noche|invierno)|a\s+menudo|con\s+frecuencia|normalmente|siempre)\b/i;
const PAST_DATE = /\b(ayer|anoche|anteayer|(el|la)\s+(año|semana|mes|verano|invierno|domingo|sábado)\s+pasad[oa]|en\s+(19|20)\d\d)\b/i;

/** The clause holding word k: from the last punctuation before it to the next. */
function clauseText(ctx: RuleContext, k: number): string {
  let from = k;
  while (from > 0 && !/[,;:.!?]/.test(ctx.gapBefore(from))) from--;
  let to = k;
  while (to < ctx.tokens.length - 1 && !ctx.endsClause(to)) to++;
  return ctx.text.slice(ctx.tokens[from]!.start, ctx.tokens[to]!.end);
}

/** The sentence holding word k. */
function sentenceText(ctx: RuleContext, k: number): string {
  let from = k;
  while (from > 0 && !ctx.startsSentence(from)) from--;
  let to = k;
  while (to < ctx.tokens.length - 1 && !ctx.startsSentence(to + 1)) to++;
  return ctx.text.slice(ctx.tokens[from]!.start, ctx.tokens[to]!.end);
}

/** The readings of word k, narrowed to the person of a subject pronoun right before it ("yo viajaba"). */
function readVerb(ctx: RuleContext, k: number): VerbReading[] {
  const readings = spanishVerbs().read(ctx.word(k));
  const persons = ctx.joined(k - 1) ? PRONOUNS[ctx.word(k - 1)] : undefined;
  return persons ? readings.filter((r) => persons.includes(r.person)) : readings;
}

/** One form for the readings in another tense; "fui" (ser or ir) is read as ir before "a". */
function retense(ctx: RuleContext, k: number, readings: VerbReading[], tense: number): string | undefined {
  const table = spanishVerbs();
  const chosen = readings.length > 1 && readings.some((r) => r.lemma === 'ir') && /^(a|al)$/.test(ctx.word(k + 1)) ? readings.filter((r) => r.lemma === 'ir') : readings;
  const forms = new Set(chosen.map((r) => table.conjugate(r.lemma, tense, r.person)));
  return forms.size === 1 ? [...forms][0] : undefined;
}

export const TENSE_RULES: IntlRule[] = [
  defineRule({
    id: 'es/imperfect-habit',
    name: 'Imperfect for a past habit',
    message: 'A habit in the past ("cuando era niño… todos los veranos") takes the imperfect: "iba", not "fui".',
    at: (ctx, i) => {
      const readings = readVerb(ctx, i);
      if (readings.length === 0 || !readings.every((r) => r.tense === 2) || !CHILDHOOD.test(sentenceText(ctx, i))) return undefined;
      const clause = clauseText(ctx, i);
      // The habit is in this verb's clause, and the clause is not the "cuando era niño" one itself.
      if (!HABIT.test(clause) || CHILDHOOD.test(clause)) return undefined;
      const fix = retense(ctx, i, readings, 1);
      return fix && fix !== ctx.word(i) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/preterite-first-time',
    name: 'Preterite for a first time',
    message: 'One completed event at a past date takes the preterite: "el año pasado viajé a México por primera vez".',
    at: (ctx, i) => {
      const readings = readVerb(ctx, i);
      if (readings.length === 0 || !readings.every((r) => r.tense === 1)) return undefined;
      const clause = clauseText(ctx, i);
      if (!/\bpor\s+primera\s+vez\b/i.test(clause) || !PAST_DATE.test(sentenceText(ctx, i)) || /\b(mientras|cuando)\b/i.test(clause)) return undefined;
      const fix = retense(ctx, i, readings, 2);
      return fix && fix !== ctx.word(i) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
];
