import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { findBaseForm, findBaseOfParticipleOnly, findPast, isKnownBase } from './verb-lexicon';

/*
 * "In 2021 my family has moved to Dubai" → "moved": a sentence that opens on a finished year tells a past
 * event, which takes the simple past ("have visited … last summer" after the verb is handled elsewhere).
 * Only an opening "In <year>" of an earlier year than this one, a short subject, and have/has straight before
 * the participle ("In 2021 we have not…", "has been" are left alone).
 */
const OPENING = /(?:^|[.!?]\s+)(?:Back\s+in|In)\s+(1[89]\d\d|20\d\d),?\s+((?:[Mm]y|[Oo]ur|[Yy]our|[Hh]is|[Hh]er|[Tt]heir|[Tt]he|[Tt]his|I|[Ww]e|[Yy]ou|[Hh]e|[Ss]he|[Tt]hey|[A-Z][a-z]+)(?:\s+[a-z]+){0,2})\s+(has|have)\s+([a-z]+)\b/g;
const NOT_IN_SUBJECT = /\b(that|which|who|and|or|not|also|already|never|just|ever|been)\b/i;

function pastOfParticiple(participle: string): string | undefined {
  if (participle === 'been' || participle === 'had') return undefined;
  const irregular = findBaseOfParticipleOnly(participle);
  if (irregular) return findPast(irregular);
  const base = findBaseForm(participle);
  return base !== undefined && isKnownBase(base) && findPast(base) === participle ? participle : undefined;
}

export function checkPerfectAfterPastYear(text: string, thisYear = new Date().getFullYear()): Issue[] {
  const issues: Issue[] = [];
  for (const match of text.matchAll(OPENING)) {
    const [whole, year, subject, have, participle] = match as unknown as [string, string, string, string, string];
    if (Number(year) >= thisYear || NOT_IN_SUBJECT.test(subject)) continue;
    const past = pastOfParticiple(participle);
    if (!past) continue;
    // "In 2015 Berlin has changed a lot since then": a span reaching into the present keeps the perfect.
    const rest = text.slice((match.index ?? 0) + whole.length).split(/[.!?]/)[0] ?? '';
    if (/\b(since|so far|until now|till now|up to now|yet|ever since|to this day|to date)\b/i.test(rest)) continue;
    const verbAt = whole.search(/(has|have)\s+[a-z]+$/);
    const offset = (match.index ?? 0) + verbAt;
    issues.push({
      offset, length: whole.length - verbAt, category: 'grammar', rule: 'verb-tense/past-time-perfect', source: 'rule', confidence: 0.8,
      message: `A finished year (${year}) takes the simple past: '${past}'.`, replacements: [matchCase(have, past)],
    });
  }
  return issues;
}
