import escapeStringRegexp from 'escape-string-regexp';

/**
 * Whole-word matcher for a phrase: any run of whitespace between words, and letter/digit edges
 * checked with Unicode classes (\b would treat "µg" or "é" as non-word characters).
 */
export function buildTermPattern(term: string, caseSensitive = false): RegExp {
  const body = term.trim().split(/\s+/).map((word) => escapeStringRegexp(word)).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}'’-])${body}(?![\\p{L}\\p{N}]|['’-][\\p{L}\\p{N}])`, caseSensitive ? 'gu' : 'giu');
}

const SEPARATORS = /[\s\-–.]/gu;

/**
 * Matches the term however it is spaced, hyphenated or capitalised: for a preferred "e-learning"
 * this finds "elearning", "E learning" and "e-Learning"; for "Scribewell", "scribe well". A
 * separator may fall anywhere inside a word, since we cannot know where the writer split it.
 */
export function buildLoosePattern(term: string): RegExp | undefined {
  const parts = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (parts.length === 0) return undefined;
  const body = parts.map((part) => [...part].map((char) => escapeStringRegexp(char)).join('[\\s\\-–.]?')).join('[\\s\\-–.]*');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}

/** A loose match is a variant of the term only if it adds at most one separator ("of ten" ≠ "often" twice over). */
export function isCloseVariant(match: string, term: string): boolean {
  return (match.match(SEPARATORS)?.length ?? 0) - (term.match(SEPARATORS)?.length ?? 0) <= 1;
}
