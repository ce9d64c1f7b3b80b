import type { Token } from './tokenize-reference';

/**
 * Session 32 (2026-12-02), from the fifteenth collected set's misses: "(2)  More matrices and transformations: … Ronald Goldman.
 * In …" — a list numbered "(1)", "(2)" opens each entry with its number in brackets, which the tagger read as a date; the
 * title-first rules, which stop at a date, then left the names after the title alone. A bracketed number of one to three digits
 * (never a year) opening the reference, before a capitalised word, is the entry's number.
 */
const BRACKETED_NUMBER = /^\(\d{1,3}\)$/;

export function bracketedListNumber(tokens: Token[], labels: string[]): void {
  if (!BRACKETED_NUMBER.test(tokens[0]?.text ?? '') || labels[0] === 'citation-number') return;
  if (!/^[\p{Lu}“"]/u.test(tokens[1]?.text ?? '')) return;
  labels[0] = 'citation-number';
}
