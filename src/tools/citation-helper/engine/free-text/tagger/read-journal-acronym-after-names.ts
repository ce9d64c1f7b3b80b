import type { Token } from './tokenize-reference';

/**
 * Session 31 (2026-12-02), from the fourteenth collected set's misses: "Lind, A., Berg, T. and Moss, C., ApJ, 2013, https://…" —
 * a journal's acronym in mixed case ("ApJ", "PhRvD"; an all-capitals one may be a body, and is left alone) right after a name
 * closed by its initial and a comma, right before the year, with no journal found, was read as one more name. It is the journal.
 */
const MIXED_CASE_ACRONYM = /^(?=\S*\p{Ll})\p{Lu}\p{Ll}{0,3}\p{Lu}[\p{Lu}\p{Ll}]{0,4}[,.]$/u;
const INITIAL_CLOSED_BY_COMMA = /^\p{Lu}\.(?:-?\p{Lu}\.)*,$/u;
const YEAR = /^\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,;]?$/;

export function journalAcronymAfterNames(tokens: Token[], labels: string[]): void {
  if (labels.includes('journal') || labels.includes('container-title')) return;
  const at = labels.lastIndexOf('author');
  if (at < 2 || !MIXED_CASE_ACRONYM.test(tokens[at]?.text ?? '') || !INITIAL_CLOSED_BY_COMMA.test(tokens[at - 1]?.text ?? '')) return;
  if (labels[at + 1] !== 'date' && !YEAR.test(tokens[at + 1]?.text ?? '')) return;
  labels[at] = 'journal';
}
