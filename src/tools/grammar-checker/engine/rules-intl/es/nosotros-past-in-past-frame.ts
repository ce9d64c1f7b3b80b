import { type RuleContext } from '../intl-rule';
import { type VerbReading } from '../lexicon/verb-table';
import { spanishVerbs } from './agreement-rules';

/**
 * "De pequeñas, mi hermana y yo jugamos … todas las tardes hasta que oscurecía": the first person plural of -ar and -ir
 * verbs is the same in the present and the preterite ("jugamos", "vivimos"), so a rule that wants a preterite only saw
 * two tenses and left it. In a sentence that another verb puts in the past — a form that is only an imperfect
 * ("oscurecía", "estaba") — the form is read as the preterite. Gives the preterite readings, or the readings unchanged
 * when the form is not that ambiguous one or the sentence has no such past verb ("De pequeños aprendemos rápido" stays
 * a general present).
 */
export function readNosotrosPastInPastFrame(ctx: RuleContext, k: number, readings: VerbReading[]): VerbReading[] {
  const tenses = new Set(readings.map((r) => r.tense));
  if (readings.length === 0 || !readings.every((r) => r.person === 3) || tenses.size !== 2 || !tenses.has(0) || !tenses.has(2)) return readings;
  let from = k;
  while (from > 0 && !ctx.startsSentence(from)) from--;
  let to = k;
  while (to < ctx.tokens.length - 1 && !ctx.startsSentence(to + 1)) to++;
  for (let m = from; m <= to; m++) {
    if (m === k) continue;
    const other = spanishVerbs().read(ctx.word(m));
    if (other.length > 0 && other.every((r) => r.tense === 1)) return readings.filter((r) => r.tense === 2);
  }
  return readings;
}
