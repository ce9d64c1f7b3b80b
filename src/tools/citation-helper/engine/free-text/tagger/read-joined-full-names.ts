import { fullNamesBefore } from './read-full-name-lists';
import { looksLikeName } from './read-title-bylines';
import type { Token } from './tokenize-reference';

/**
 * Session 32 (2026-12-02), from the fifteenth collected set's misses: "Ada Lind, Tomas Berg, Carl Moss and Ida Holm-Berg. Title.
 * Venue, pages 1–9, 1999." — full names closed by commas open the reference, and the tagger read the last two, joined by "and"
 * and closed by a full stop, as the title's opening. Two full names joined by "and", the second closed by a full stop, right
 * after such names and before more title, are the last authors.
 */

/** One word of a full name: capitalised, hyphenated parts allowed ("Holm-Berg."). */
const NAME_PART = /^\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?[\p{Ll}'’]+)*[,.;]?$/u;

/** The end (exclusive) of a full name of two or three words from `from` that stops where `closes` says, or -1. */
function fullNameEnd(tokens: Token[], from: number, closes: RegExp): number {
  for (let k = from + 1; k < from + 3 && k < tokens.length; k++) {
    if (closes.test(tokens[k]?.text ?? '')) {
      const name = tokens.slice(from, k + 1);
      return name.every((token) => NAME_PART.test(token.text)) && looksLikeName(name, true) ? k + 1 : -1;
    }
  }
  return -1;
}

export function joinedFullNamesReadAsTitle(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  const titleStart = labels.indexOf('title');
  if (start < 0 || titleStart <= start || labels[start] !== 'author') return;
  if (labels.slice(titleStart).includes('author') || !fullNamesBefore(tokens, labels, start, titleStart)) return;
  // The first name: its last word has no punctuation, and "and" follows it.
  const firstEnd = fullNameEnd(tokens, titleStart, /^\p{Lu}[\p{L}'’-]+$/u);
  if (firstEnd < 0 || tokens[firstEnd]?.text !== 'and') return;
  // Session 36: or by a semicolon ("Muhammad Hassan and Laurent Vidal; Title").
  const end = fullNameEnd(tokens, firstEnd + 1, /\p{Ll}[.;]$/u);
  if (end < 0 || labels[end] !== 'title' || labels.slice(titleStart, end).some((label) => label !== 'title')) return;
  for (let k = titleStart; k < end; k++) labels[k] = 'author';
}
