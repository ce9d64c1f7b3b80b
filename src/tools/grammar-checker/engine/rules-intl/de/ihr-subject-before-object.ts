import { type RuleContext } from '../intl-rule';
import { germanVerbs } from './agreement-rules';

/** Verbs whose object may be a bare noun right after the subject "ihr": "wenn ihr Zeit habt", "ob ihr Hilfe braucht". */
const BARE_OBJECT_LEMMAS = new Set(['haben', 'brauchen', 'bekommen', 'kriegen', 'suchen', 'finden', 'wollen', 'möchten', 'mögen']);

/**
 * "Wenn ihr Zeit habt": "ihr" before a bare noun is the subject pronoun, not the possessive ("ihre Zeit"), when the
 * clause closes on a verb whose only readings are the "ihr" form of a verb that takes such an object (habt, braucht).
 * "Wenn ihr Bruder Zeit hat" (a third person at the end) keeps the possessive reading.
 */
export function isIhrSubjectBeforeObject(ctx: RuleContext, i: number): boolean {
  if (ctx.tokens[i]?.text !== 'ihr' || !/^\p{Lu}/u.test(ctx.tokens[i + 1]?.text ?? '') || !ctx.joined(i)) return false;
  let end = i + 1;
  while (end < ctx.tokens.length - 1 && end <= i + 8 && !ctx.endsClause(end) && ctx.joined(end)) end++;
  if (!ctx.endsClause(end)) return false;
  const readings = germanVerbs().read(ctx.word(end));
  return readings.length > 0 && readings.every((r) => r.person === 4) && readings.some((r) => BARE_OBJECT_LEMMAS.has(r.lemma));
}
