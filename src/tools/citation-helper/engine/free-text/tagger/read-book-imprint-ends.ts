import type { Token } from './tokenize-reference';

/**
 * Session 45, from collected-26/27's books and software in Vancouver and PLOS layouts: the imprint's last words the tagger
 * left unread or read as a journal's.
 */

/** "2026.", "2007;", "(2005)": a year alone. */
const YEAR = /^\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,;]?$/;

/**
 * "RustQC: … quality control. Seqera; 2026. Available from: …": Vancouver closes a book or a program with "Place: Publisher;
 * Year." — capitalised words right after the title's full stop, closed by ";" before the year, are the publisher.
 */
export function publisherBeforeVancouverYear(tokens: Token[], labels: string[]): void {
  if (labels.includes('publisher')) return;
  const title = labels.lastIndexOf('title');
  if (title < 0 || !/[.?!]$/.test(tokens[title]?.text ?? '')) return;
  let end = title + 1;
  while (end < title + 6 && labels[end] === 'other' && !/;$/.test(tokens[end]?.text ?? '')) end++;
  if (labels[end] !== 'other' || !/;$/.test(tokens[end]?.text ?? '') || labels[end + 1] !== 'date' || !YEAR.test(tokens[end + 1]?.text ?? '')) return;
  if (!tokens.slice(title + 1, end + 1).every((token) => /^\p{Lu}/u.test(token.text))) return;
  for (let k = title + 1; k <= end; k++) labels[k] = 'publisher';
}

/**
 * "… emergency update. World Health Organization 247 p.": a book's page count ("247 p.", "170 pp.") closing the reference,
 * read as a journal's volume and pages. The number is the page count; a "journal" right before it, with no volume left, is
 * the publisher.
 */
export function pageCountReadAsVolume(tokens: Token[], labels: string[]): void {
  const last = tokens.length - 1;
  if (last < 2 || !/^pp?\.$/.test(tokens[last]?.text ?? '') || !/^\d+$/.test(tokens[last - 1]?.text ?? '')) return;
  if (labels[last - 1] !== 'volume' || labels.filter((label) => label === 'volume').length !== 1) return;
  labels[last - 1] = 'pages';
  labels[last] = 'pages';
  if (labels[last - 2] !== 'journal' || labels.includes('issue')) return;
  for (let k = last - 2; k >= 0 && labels[k] === 'journal'; k--) labels[k] = 'publisher';
}
