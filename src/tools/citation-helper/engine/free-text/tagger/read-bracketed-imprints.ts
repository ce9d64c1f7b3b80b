import { lookUpLexicon } from './reference-lexicons';
import type { Token } from './tokenize-reference';

/**
 * "(Spoerri, Pisa, 1902)", "( AMS,Providence ,1983 )", "(Springer, Berlin, Heidelberg, 2007)": physics and
 * mathematics print a book's imprint in brackets, publisher first, then its place, then the year. The tagger
 * often reads both as places or both as the publisher; the commas say which is which. The order is reversed only
 * when the lexicons say so ("(Amsterdam, Elsevier, 1990)"). Not Chicago's "(Place: Publisher, Year)", not a
 * company's ", Inc.", not a city and its state ("(Hershey, Pa., 2010)"), and not where the tagger cut a part
 * inside (it saw a boundary the commas do not show).
 */

const YEAR = /^(?:1[5-9]|20)\d\d[a-z]?$/;
/** A company's suffix after a comma is still its name ("McGraw-Hill, Inc."). */
const SUFFIX = /^(?:inc|ltd|co|corp|gmbh|llc|plc|s\.?a|ag|bv)\.?$/i;
const IMPRINT_LABELS = new Set(['publisher', 'location', 'other']);

const isPlace = (words: string[]) => words.length > 0 && words.every((word) => lookUpLexicon(word.toLowerCase()) === 'place');
const hasPublisher = (words: string[]) => words.some((word) => lookUpLexicon(word.toLowerCase()) === 'publisher');

/** Each token of a bracketed group from `open`, with the comma-separated part its words fall in; undefined if none closes it. */
function bracketParts(tokens: Token[], open: number): { tokens: number[]; parts: number[] } | undefined {
  const indexes: number[] = [];
  const parts: number[] = [];
  let part = 0;
  for (let k = open; k < tokens.length && k - open <= 12; k++) {
    let text = tokens[k]?.text ?? '';
    if (k === open) text = text.slice(text.lastIndexOf('(') + 1);
    const closes = text.includes(')');
    if (closes) text = text.slice(0, text.indexOf(')'));
    const core = /[\p{L}\p{N}].*[\p{L}\p{N}.]|[\p{L}\p{N}]/u.exec(text);
    part += (text.slice(0, core?.index ?? text.length).match(/,/g) ?? []).length;
    if (core) {
      indexes.push(k);
      parts.push(part);
      part += (text.slice((core.index ?? 0) + core[0].length).match(/,/g) ?? []).length;
    }
    if (closes) return { tokens: indexes, parts };
  }
  return undefined;
}

export function bracketedImprint(tokens: Token[], labels: string[]): void {
  for (let open = 1; open < tokens.length; open++) {
    const text = tokens[open]?.text ?? '';
    if (!text.includes('(') || /\(.*\)/.test(text)) continue;
    const group = bracketParts(tokens, open);
    if (!group || group.tokens.length < 3) continue;
    const last = group.parts[group.parts.length - 1] ?? 0;
    const yearAt = group.tokens[group.tokens.length - 1] ?? 0;
    // Publisher, place(s), then the year alone in the last part.
    if (last < 2 || group.parts.filter((part) => part === last).length !== 1 || !YEAR.test((tokens[yearAt]?.text ?? '').replace(/[()\s.,;]+/g, ''))) continue;
    const before = group.tokens.slice(0, -1);
    if (!before.every((k) => IMPRINT_LABELS.has(labels[k] ?? '')) || group.parts.slice(0, -1).some((part, n, all) => n > 0 && part - (all[n - 1] ?? 0) > 1)) continue;
    // Chicago's "(Cambridge, UK: Cambridge University Press, 2016)" is place first, its colon says so: left as read.
    if (tokens.slice(open, yearAt + 1).some((token) => token.text.includes(':'))) return;
    const words = (part: number) => group.tokens.filter((_, n) => group.parts[n] === part).map((k) => (tokens[k]?.text ?? '').replace(/[(),.;:]+/g, ''));
    if (words(1).length === 1 && SUFFIX.test(words(1)[0] ?? '')) return;
    // "(Hershey, Pa., 2010)": a city and its state or country, no publisher.
    const second = tokens[group.tokens[group.parts.indexOf(1)] ?? 0]?.text.replace(/[(),;:]+/g, '') ?? '';
    if (words(1).length === 1 && !hasPublisher(words(0)) && ((isPlace(words(1)) && (words(1)[0] ?? '').length <= 3) || /^\p{Lu}\p{Ll}{0,4}\.$/u.test(second))) return;
    // Where the tagger cut a part inside ("Prentice Hall Upper Saddle River, NJ"), it saw what the commas do not show.
    const labelsOf = (part: number) => new Set(group.tokens.filter((_, n) => group.parts[n] === part).map((k) => labels[k]).filter((label) => label !== 'other'));
    if (Array.from({ length: last }, (_, part) => labelsOf(part).size).some((size) => size > 1)) return;
    const reversed = last === 2 && isPlace(words(0)) && hasPublisher(words(1)) && !hasPublisher(words(0));
    group.tokens.forEach((k, n) => {
      const part = group.parts[n] ?? 0;
      if (part === last) return;
      labels[k] = (part === 0) !== reversed ? 'publisher' : 'location';
    });
    return;
  }
}
