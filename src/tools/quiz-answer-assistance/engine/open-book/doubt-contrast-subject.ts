import { termsOf } from '../read/content-words';

const CONTRAST_OPENING = /^\s*(?:while|whereas|although|though)\s+([^,]+),\s*(.+)$/i;

/**
 * "The League of Nations required only a majority vote for most resolutions" against "While the League had required unanimous
 * agreement among its members to take action, the UN requires only a majority vote for most resolutions" (s44, True at 0.962):
 * the claim the statement repeats is the main clause's, whose subject is another ("the UN"); the statement's own name stands
 * only in the "while" clause set against it. True when a name of the statement is in the opening "while/whereas/although"
 * clause and not in the main clause, and the main clause holds most of the statement's other words.
 */
export function swapsContrastSubject(statement: string, sentence: string): boolean {
  const parts = CONTRAST_OPENING.exec(sentence);
  if (!parts) return false;
  const opening = new Set(termsOf(parts[1]!));
  const main = new Set(termsOf(parts[2]!));
  // The statement's names: its capitalised words after the first ("League", "Nations").
  const names = statement.split(/\s+/).slice(1).filter((word) => /^\p{Lu}/u.test(word)).flatMap((word) => termsOf(word));
  const first = termsOf(statement.split(/\s+/)[0] ?? '');
  const named = [...first, ...names].filter((term) => opening.has(term) && !main.has(term));
  if (named.length === 0 || [...first, ...names].some((term) => main.has(term))) return false;
  const rest = termsOf(statement).filter((term) => !names.includes(term) && !first.includes(term));
  return rest.length > 0 && rest.filter((term) => main.has(term)).length / rest.length >= 0.75;
}
