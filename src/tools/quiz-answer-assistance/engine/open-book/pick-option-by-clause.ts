import { termsOf } from '../read/content-words';
import type { OptionSupport } from './score-options';

/**
 * Two or more options in one sentence: "three volcanic cones: Kibo, the youngest and tallest; Mawenzi, at 5,149 metres; and
 * Shira, the oldest" for "Which of the three cones is the tallest?", "Digging began in 1748 under the Bourbon kings, and in
 * 1863 the archaeologist … had the idea…" for "When did excavation start?" (s40). Scored on the sentence, the options tie and
 * the question gets hints only. Read part by part (split at ";", ":", ", and", ", but", ", while", ", whereas"), the question's
 * words stand in one option's part and in no other option's: that option, shown as sure. Anything less — the question's words
 * in two options' parts, in none, or an option that stands in two parts — decides nothing (null).
 */
const PART_BREAK = /\s*(?:;|:|,\s+(?:and|but|while|whereas)\s+)\s*/i;

export function pickOptionByClause(question: string, options: string[], supports: OptionSupport[]): number | null {
  const best = supports.reduce((top, entry, i) => (entry.support > (supports[top]?.support ?? 0) ? i : top), 0);
  const sentence = supports[best]?.sentence?.sentence.text;
  if (!sentence) return null;
  const parts = sentence.split(PART_BREAK);
  if (parts.length < 2) return null;
  const asked = new Set(termsOf(question));
  const partOf = options.map((option) => {
    const pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(option.trim())}(?=$|[^\\p{L}\\p{N}])`, 'iu');
    const holding = parts.flatMap((part, i) => (pattern.test(part) ? [i] : []));
    return holding.length === 1 ? holding[0]! : holding.length === 0 ? -1 : -2;
  });
  if (partOf.includes(-2) || partOf.filter((at) => at >= 0).length < 2) return null;
  const heldBy = options.map((option, i) => {
    const at = partOf[i]!;
    if (at < 0) return 0;
    const own = new Set(termsOf(option));
    return termsOf(parts[at]!).filter((term) => asked.has(term) && !own.has(term)).length;
  });
  const holding = heldBy.flatMap((count, i) => (count > 0 ? [i] : []));
  // One option's part holds the question's words; the other options in the sentence share no part with it.
  if (holding.length !== 1) return null;
  const chosen = holding[0]!;
  if (partOf.some((at, i) => i !== chosen && at === partOf[chosen])) return null;
  return chosen;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
