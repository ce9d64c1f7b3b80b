import { type Issue } from '../types';
import { isPlainStretch, readPresentClause } from './present-clause-opening';
import { tagSentences, type TaggedWord } from './tag-words';

const COUNTS = /^(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|several|many)$/;
const UNITS = /^(years|months|weeks|decades)$/;
const LONG_UNITS = /^(years|decades)$/;
// A state that has no habitual or planned reading with a span: "We know each other for ten years".
const STATES = /^(know|own)$/;
// A way of life whose span of years runs up to now: "She teaches at this school for twenty years".
const LONG_STATES = /^(live|work|teach|study)$/;
// After "be": a relationship that lasts ("My parents are married for thirty years").
const RELATIONS = /^(married|friends|together|engaged|neighbours|neighbors|colleagues|partners)$/;
// A habit, a plan or a limit makes the span a present or future one: "We stay there for two weeks every summer".
const OTHER_TIMES = /^(every|each|usually|always|often|sometimes|normally|never|per|will|next|until|till|then|before|after|when|if|ago|later|tomorrow|soon|only|more|another|plan|going|once|twice)$/;

/** A word of habit or plan at `k`: "every", "usually", "next"…, "at a time", "twice a year" ("each other" is none). */
function isOtherTime(words: TaggedWord[], k: number): boolean {
  const word = words[k]!.lower;
  if (word === 'each') return words[k + 1]?.lower !== 'other';
  if (word === 'a' || word === 'an') return /^(year|month|week|day|time)$/.test(words[k + 1]?.lower ?? '');
  return OTHER_TIMES.test(word);
}

/** The span after "for" at `i` ("ten years", "the last five years", "many years now") and where it ends, or undefined. */
function readSpan(words: TaggedWord[], i: number): { unit: string; now: boolean } | undefined {
  let k = i + 1;
  if (/^(the|last|past)$/.test(words[k]?.lower ?? '') && /^(last|past)$/.test(words[k + (words[k]!.lower === 'the' ? 1 : 0)]?.lower ?? '')) k += words[k]!.lower === 'the' ? 2 : 1;
  if (!COUNTS.test(words[k]?.lower ?? '') || !UNITS.test(words[k + 1]?.lower ?? '')) return undefined;
  const unit = words[k + 1]!.lower;
  const now = /^(now|already)$/.test(words[k + 2]?.lower ?? '');
  const end = words[k + 2 + (now ? 1 : 0)];
  if (end && !/^[.!]$/.test(end.text)) return undefined;
  return { unit, now };
}

/**
 * "We know each other for ten years" → "have known", "My parents are married for thirty years" → "have been", "She
 * teaches at this school for twenty years" → "has taught": a present state with "for" + a span that ends the sentence
 * runs up to now and takes the present perfect. Only a state with no habitual or planned reading (know, own; be
 * married, friends, together…; live, work, teach, study for years or decades), any verb when "now" or "already"
 * follows the span; the sentence opens with its subject and verb, nothing but an object or a place stands between the
 * verb and "for", and no word of habit or plan ("every", "usually", "next", "until"…) is in the sentence.
 */
export function checkForSpanPerfect(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const clause = readPresentClause(words);
    if (!clause) continue;
    const at = words.findIndex((w, k) => k >= clause.after && w.lower === 'for');
    if (at < 0 || !isPlainStretch(words.slice(clause.after, at))) continue;
    const span = readSpan(words, at);
    if (!span || words.some((_, k) => isOtherTime(words, k)) || words.some((w) => w.text === '?')) continue;
    const between = words.slice(clause.after, at);
    const negated = clause.to - clause.from === 2;
    const fits = clause.base === 'be'
      ? span.now ? !between.some((w) => w.lower.endsWith('ing')) : between.length === 1 && RELATIONS.test(between[0]!.lower)
      : negated ? span.now || LONG_UNITS.test(span.unit)
        : STATES.test(clause.base) || span.now || (LONG_STATES.test(clause.base) && LONG_UNITS.test(span.unit));
    if (!fits) continue;
    const first = words[clause.from]!;
    const last = words[clause.to]!;
    issues.push({
      offset: first.start, length: last.end - first.start, category: 'grammar', rule: 'past-time-tense', source: 'rule', confidence: 0.85,
      message: `A state that has lasted for a span up to now takes the present perfect: '${clause.perfect}'.`, replacements: [clause.perfect],
    });
  }
  return issues;
}
