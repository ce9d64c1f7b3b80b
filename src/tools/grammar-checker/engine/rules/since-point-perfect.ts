import { type Issue } from '../types';
import { isPlainStretch, readPresentClause } from './present-clause-opening';
import { tagSentences, type TaggedWord } from './tag-words';

// A point in time after "since": a year, a day, a month, "last …", "yesterday", "childhood".
const POINT = /^(19\d\d|20\d\d|last|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|childhood)$/;
const EVENT_DETERMINERS = /^(the|my|our|your|his|her|their)$/;
// "since three years": the writer meant a span ("for"), and the span still runs up to now.
const SPAN_UNITS = /^(years|months|weeks|days|decades|ages)$/;
const COUNTS = /^(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|several|many)$/;

/** Whether "since" at `i` names a start (and ends its clause), not a reason ("since he needs the money"). */
function isSincePoint(words: TaggedWord[], i: number): boolean {
  const next = words[i + 1];
  if (!next) return false;
  const ends = (k: number) => k >= words.length || /^[.!?;]$/.test(words[k]!.text) || words[k]!.lower === 'now';
  if (POINT.test(next.lower)) {
    // "since last summer", "since 2015", "since May" (the month only before the end or a year).
    const width = next.lower === 'last' ? 2 : /^\d{4}$/.test(words[i + 2]?.text ?? '') ? 2 : 1;
    return ends(i + 1 + width);
  }
  if (COUNTS.test(next.lower) && SPAN_UNITS.test(words[i + 2]?.lower ?? '')) return ends(i + 3);
  // "since the wedding", "since my last visit": a noun phrase that ends the sentence, with no verb of its own.
  if (!EVENT_DETERMINERS.test(next.lower)) return false;
  for (let k = i + 2; k <= i + 4 && k < words.length; k++) {
    const word = words[k]!;
    if (!/^(ADJ|NOUN|NUM)$/.test(word.pos)) return false;
    if (word.pos === 'NOUN' && ends(k + 1)) return true;
  }
  return false;
}

/**
 * "My sister lives in Berlin since 2015" → "has lived", "I am a teacher since 2010" → "have been", "I don't see her
 * since the wedding" → "haven't seen": a present verb whose state or habit runs from a point in time up to now
 * takes the present perfect. Only a sentence that opens with its subject (a pronoun, a name or a determiner's noun
 * phrase) and the verb right after it, with nothing but its object or place between the verb and "since", and a
 * "since" that names a start and ends the sentence (not "since he needs the money", a reason).
 */
export function checkSincePointPerfect(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const clause = readPresentClause(words);
    if (!clause) continue;
    const since = words.findIndex((w, k) => k >= clause.after && w.lower === 'since');
    if (since < 0 || !isSincePoint(words, since) || !isPlainStretch(words.slice(clause.after, since))) continue;
    // "It is two years since 2019" names the span itself; "I am here since…" is the old rule's.
    if (clause.base === 'be' && words.slice(clause.after, since).some((w) => w.pos === 'NUM' || /^(here|there|in|at)$/.test(w.lower))) continue;
    if (clause.base === 'be' && words[clause.after]?.lower.endsWith('ing')) continue;
    const first = words[clause.from]!;
    const last = words[clause.to]!;
    issues.push({
      offset: first.start, length: last.end - first.start, category: 'grammar', rule: 'past-time-tense', source: 'rule', confidence: 0.85,
      message: `'Since' marks a start that goes on until now: use the present perfect, '${clause.perfect}'.`, replacements: [clause.perfect],
    });
  }
  return issues;
}
