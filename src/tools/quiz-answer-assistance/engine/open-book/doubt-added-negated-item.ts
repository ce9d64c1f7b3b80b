import { termsOf } from '../read/content-words';

const NEGATION = /\b(?:not|never|no|cannot|nor|neither|none|nothing)\b|n[’']t\b/gi;

/**
 * "Admission … requires the affirmative vote of nine Security Council members" against "Admission … requires the affirmative
 * vote of nine Security Council members and no vetoes from within the P5" (s44): the sentence's one negation is a "no" that
 * opens another item after "and"/"or" ("and no vetoes"), past every word of the statement; it denies that item, not the claim
 * the statement makes. True when a False would rest on that "no" alone (the statement itself says no "not").
 */
export function negatesOnlyAddedItem(statement: string, sentence: string): boolean {
  if ((statement.match(NEGATION) ?? []).length > 0) return false;
  const negations = [...sentence.matchAll(NEGATION)];
  if (negations.length !== 1) return false;
  const at = negations[0]!.index ?? 0;
  if (!/^no$/i.test(negations[0]![0]) || !/\b(?:and|or)\s+$/i.test(sentence.slice(0, at))) return false;
  const before = new Set(termsOf(sentence.slice(0, at)));
  const terms = termsOf(statement);
  return terms.length > 0 && terms.every((term) => before.has(term));
}
