import type { Token } from './tokenize-reference';

/**
 * Session 31 (2026-12-02), from the fourteenth collected set's misses: small layouts the tagger had no feature for —
 * - an issue cue run into its number ("Vol.20, No.3, pp 189-198"), read as pages;
 * - a reference wholly in a script without capitals (Thai, Chinese, Japanese, Arabic…): name words, a year, a title, a link.
 */

/** "No.3,", "Nr.12;", "Iss.4": an issue cue and its number in one token. */
const COMPACT_ISSUE = /^(?:No|Nr|Iss|Num)\.\d{1,4}[,;.]?$/i;

/** "Vol.20, No.3, pp 189-198": an issue cue run into its number, read as the pages or the volume before the pages, is the issue. */
export function compactIssueCue(tokens: Token[], labels: string[]): void {
  if (labels.includes('issue')) return;
  const at = tokens.findIndex((token, k) => COMPACT_ISSUE.test(token.text) && ['pages', 'volume'].includes(labels[k] ?? ''));
  if (at < 0) return;
  // The pages must still be there after it (or the volume before it): the cue is no page number.
  if (!labels.slice(at + 1).includes('pages') && labels[at - 1] !== 'volume') return;
  labels[at] = 'issue';
}

/** A word in a script with no capitals: letters, none of them upper or lower case. */
const UNCASED_WORD = /^(?=.*\p{L})(?:(?![\p{Lu}\p{Ll}])[\p{L}\p{M}])+[,.]?$/u;
const YEAR = /^\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,]?$/;

/**
 * "วารุณี บำรุงรส 2010. คำไทยแท้ https://…": in a script without capitals the tagger has no cue; words before a bare year that
 * opens the reference's second part are the author, words after it up to a link the title.
 */
export function uncasedScriptReference(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (start < 0) return;
  let year = start;
  while (year < tokens.length && UNCASED_WORD.test(tokens[year]?.text ?? '')) year++;
  if (year === start || year - start > 4 || !YEAR.test(tokens[year]?.text ?? '')) return;
  let end = year + 1;
  while (end < tokens.length && UNCASED_WORD.test(tokens[end]?.text ?? '')) end++;
  if (end === year + 1 || (end < tokens.length && !/^(?:<?https?:|doi:)/i.test(tokens[end]?.text ?? ''))) return;
  for (let k = start; k < year; k++) labels[k] = 'author';
  labels[year] = 'date';
  for (let k = year + 1; k < end; k++) labels[k] = 'title';
  if (end < tokens.length && ['date', 'title', 'other', 'identifier'].includes(labels[end] ?? '')) labels[end] = 'url';
}
