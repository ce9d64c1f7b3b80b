import type { Token } from './tokenize-reference';

/**
 * Label repairs for references whose author is a body, not a person — "ASTM International. (1989).", "W3C. (2022).",
 * "Wikipedia. (2003).", "The MPFR team. "The MPFR Library…"" — and for the APA slots around such an author. The training
 * corpora hold few of them, so the tagger reads a body's name as a title, a publisher or a site.
 */

const LINK = /^<?(?:https?:\/\/|www\.|doi:)/i;
/** "(n.d.)": APA's "no date" — never a name or a title word. Lower case only: "N.D." may be a person's initials. */
const NO_DATE = /^\(n\.\s?d\.?\)[.,:;]?$|^n\.\s?d\.[,;:]?$/;
/** The date APA prints right after the author: "(1989).", "(2003, May 5).", "(n.d.)." (its first token). */
const OPENING_DATE = /^\((?:(?:1[5-9]\d\d|20\d\d)[a-z]?(?:\)[.,:]?$|,)|n\.\s?d\.?\)[.,:]?$)/;
const BRACKETED_YEAR = /^\((?:1[5-9]\d\d|20\d\d)\)$/;
/** A bracketed year and nothing else but the comma or full stop that closes it: "(1994)", "(1983),". */
const BARE_YEAR = /^\((?:1[5-9]\d\d|20\d\d)[a-z]?\)[.,]?$/;
/**
 * A word of a body's name: capitalised or a number ("CIE TC 1-48", "CIE Division 8"), a bracketed acronym
 * ("(ACES)"), or one of the small words names of bodies hold. A lower-case content word is a title's.
 */
const GROUP_WORD = /^(?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.\-–]*|\(\p{Lu}[\p{L}\p{N}-]*\)|of|the|and|for|on|in|de|du|des|la|le|der|für|te|voor|en|&)[.,;]?$/u;

const firstWord = (labels: string[]) => labels.findIndex((label) => label !== 'citation-number');

/** "CVRL. (n.d.).": the "no date" mark is the reference's date slot, wherever the tagger put it. */
export function labelMissingDate(tokens: Token[], labels: string[]): void {
  tokens.forEach((token, k) => {
    if (NO_DATE.test(token.text)) labels[k] = 'date';
  });
}

/**
 * "ASTM International. (1989). ASTM D1535-89 - Standard Practice…", "Wikipedia. (2003). Rayleigh-Jeans law.",
 * "The Academy of Motion Picture Arts and Sciences, …, & Academy Color Encoding System (ACES) Project Subcommittee.
 * (2015). Specification …": in APA's layout whatever opens the reference before its bracketed date is the author.
 * The tagger read such a body's name as a title, a site or a publisher. Only a name of capitalised words (a title
 * moved to the author's slot, for a work with no author, is in sentence case) closed by a full stop, and only when a
 * title follows the date; an editor's list ("Klapuri, A., & Davy, M. (Eds.). (2007).") is left as read.
 */
export function groupAuthorBeforeDate(tokens: Token[], labels: string[]): void {
  const start = firstWord(labels);
  if (start < 0) return;
  const date = tokens.findIndex((token, k) => k > start && k - start <= 30 && OPENING_DATE.test(token.text));
  if (date < 0) return;
  const run = Array.from({ length: date - start }, (_, j) => start + j);
  // Without the full stop, only a short name right before a bare bracketed year, as author-date lists other than APA print a
  // body ("Canada (1994) Canada Year Book.", "Executive Office of the President (1983), Economic Report…", session 38).
  if (!/\.$/.test(tokens[date - 1]?.text ?? '') && !(BARE_YEAR.test(tokens[date]?.text ?? '') && run.length <= 6 && run.every((k) => !/[,;:]$/.test(tokens[k]?.text ?? '')))) return;
  if (run.every((k) => labels[k] === 'author') || run.some((k) => labels[k] === 'editor' || LINK.test(tokens[k]?.text ?? ''))) return;
  if (!run.every((k) => GROUP_WORD.test(tokens[k]?.text ?? ''))) return;
  if (!labels.slice(date + 1).includes('title')) return;
  for (const k of run) labels[k] = 'author';
  labels[date] = 'date';
}

/**
 * "Openpyxl Developers. (2019). openpyxl. https://…": with no title found, the sentence right after the author and
 * the date is the title (the tagger left a lower-case software name unread).
 */
export function titleAfterOpeningDate(tokens: Token[], labels: string[]): void {
  if (labels.includes('title')) return;
  const start = firstWord(labels);
  const date = labels.indexOf('date');
  if (start < 0 || labels[start] !== 'author' || date < 1 || labels.slice(start, date).some((label) => label !== 'author') || !OPENING_DATE.test(tokens[date]?.text ?? '')) return;
  let end = date + 1;
  while (end < tokens.length && !/[.?!]$/.test(tokens[end]?.text ?? '') && end - date <= 30) end++;
  if (end >= tokens.length || LINK.test(tokens[end]?.text ?? '')) return;
  for (let k = date + 1; k <= end; k++) if (!['other', 'publisher', 'container-title', 'note', 'genre'].includes(labels[k] ?? '') || LINK.test(tokens[k]?.text ?? '')) return;
  // The title is a sentence of its own: what follows is a link, an identifier, or nothing.
  const next = tokens[end + 1];
  if (next && !LINK.test(next.text) && !['url', 'doi'].includes(labels[end + 1] ?? '')) return;
  for (let k = date + 1; k <= end; k++) labels[k] = 'title';
}

/**
 * "CVRL. (n.d.). New CIE XYZ functions transformed from the CIE (2006) LMS functions.": a bracketed year between two
 * title words, after the reference already gave its date before the title, is part of the title.
 */
export function yearInsideTitle(tokens: Token[], labels: string[]): void {
  const title = labels.indexOf('title');
  if (title < 1 || !labels.slice(0, title).includes('date')) return;
  for (let k = title + 1; k + 1 < tokens.length; k++) {
    if (labels[k] !== 'date' || labels[k - 1] !== 'title' || labels[k + 1] !== 'title' || !BRACKETED_YEAR.test(tokens[k]?.text ?? '')) continue;
    if (/[.,;:]$/.test(tokens[k - 1]?.text ?? '')) continue;
    labels[k] = 'title';
  }
}

const OPENS_DOUBLE_QUOTE = /^(?:[“"«]|``)\p{L}/u;

/**
 * `[MPFR] The MPFR team. "The MPFR Library: Algorithms and Proofs", http://…`, `stroud and secrest, "gaussian quadrature
 * formulas", prentice-hall (1966)`: a short sentence before a quoted title is its author (no style quotes an author),
 * when the tagger ran it into the title and found no names.
 */
export function namesBeforeQuotedTitle(tokens: Token[], labels: string[]): void {
  if (labels.includes('author') || labels.includes('editor')) return;
  const start = firstWord(labels);
  if (start < 0 || labels[start] !== 'title' || OPENS_DOUBLE_QUOTE.test(tokens[start]?.text ?? '')) return;
  const quote = tokens.findIndex((token, k) => k > start && k - start <= 6 && OPENS_DOUBLE_QUOTE.test(token.text));
  if (quote < 0 || !/[.,]$/.test(tokens[quote - 1]?.text ?? '')) return;
  if (labels.slice(start, quote + 1).some((label) => label !== 'title')) return;
  // Names: words without digits, and no sentence end before the last one.
  if (tokens.slice(start, quote).some((token, j) => /\d/.test(token.text) || (start + j < quote - 1 && /\p{L}{2,}\.$/u.test(token.text)))) return;
  for (let k = start; k < quote; k++) labels[k] = 'author';
}
