import escapeStringRegexp from 'escape-string-regexp';

// Word lists in several languages (headings, months, levels) are matched as one regular expression each.

/** A regular-expression alternation of the words, longest first (so "sept." wins over "sep"), special characters escaped, spaces as any run of spaces. */
export function alternation(words: string[]): string {
  return [...words].sort((a, b) => b.length - a.length).map((word) => escapeStringRegexp(word).replace(/ /g, '\\s+')).join('|');
}
