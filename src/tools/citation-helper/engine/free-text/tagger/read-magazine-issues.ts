import type { Token } from './tokenize-reference';

/**
 * Session 44, from collected-26 (msos's "Consumers' Union. Body dimensions. Consumer Reports, April 286 - 288, 1990.") and
 * collected-25's known miss ("Consumers Union. Body dimensions. Consumer Reports, April 1990, pp.235-255."): a magazine cited by
 * its name and the month of its issue, with a body as the author.
 */

const MONTH = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?,?$/;
const BODY_WORD = /^(?:Union|Association|Society|Institute|Council|Foundation|Agency)\.$/u;

/**
 * "Body dimensions. Consumer Reports, April 286 - 288, 1990.": after the title's full stop, one to four capitalised words closed by
 * a comma and followed by a month are the magazine whose issue that month is (the tagger reads them as a place or a publisher);
 * a range of two numbers right after the month is its pages. Not words read as names ("Title. Ada Lind, May 1994." may be a
 * byline), and only when no journal or container was found.
 */
export function magazineBeforeMonth(tokens: Token[], labels: string[]): void {
  if (labels.includes('journal') || labels.includes('container-title')) return;
  for (let month = 2; month < tokens.length; month++) {
    if (!MONTH.test(tokens[month]?.text ?? '') || labels[month] !== 'date') continue;
    let from = month;
    while (from > 0 && month - from < 4 && /^\p{Lu}[\p{L}'’&-]*,?$/u.test(tokens[from - 1]?.text ?? '') && ['location', 'publisher', 'other'].includes(labels[from - 1] ?? '')) from--;
    if (from === month || !/,$/.test(tokens[month - 1]?.text ?? '') || labels[from - 1] !== 'title' || !/\p{Ll}{2}\.$/u.test(tokens[from - 1]?.text ?? '')) continue;
    for (let k = from; k < month; k++) labels[k] = 'journal';
    const [first, dash, last] = [tokens[month + 1]?.text ?? '', tokens[month + 2]?.text ?? '', tokens[month + 3]?.text ?? ''];
    if (/^\d{1,4}$/.test(first) && /^[-–]$/.test(dash) && /^\d{1,4},$/.test(last) && /^\d{4}\.?$/.test(tokens[month + 4]?.text ?? '')) {
      for (let k = month + 1; k <= month + 3; k++) labels[k] = 'pages';
    }
    return;
  }
}

/**
 * "Consumers Union. Body dimensions. …": a first sentence of at most three words ending on a body's word, read into the title
 * that follows it, is the body that wrote the work. Only when no author was found and a title sentence follows.
 */
export function bodyOpeningTitle(tokens: Token[], labels: string[]): void {
  if (labels.includes('author') || labels.includes('editor')) return;
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (start < 0 || labels[start] !== 'title') return;
  const stop = tokens.findIndex((token, k) => k >= start && /\.$/.test(token.text));
  if (stop < start || stop - start > 2 || !BODY_WORD.test(tokens[stop]?.text ?? '') || labels[stop + 1] !== 'title') return;
  if (!tokens.slice(start, stop + 1).every((token) => /^\p{Lu}/u.test(token.text))) return;
  for (let k = start; k <= stop; k++) labels[k] = 'author';
}

/**
 * "Consumer Reports, April 1990, pp.235-255.": a magazine cited by its name, the month and year of its issue and pages, with no
 * title and no author; the tagger reads the name and the month as a person's name. Two to four capitalised words closed by a comma,
 * a month and a year, then nothing but locators: the words are the magazine and the month is the date's.
 */
export function magazineOpeningBeforeMonth(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (start < 0) return;
  let month = start;
  while (month - start < 4 && /^\p{Lu}\p{Ll}[\p{L}'’&-]*$/u.test(tokens[month]?.text ?? '')) month++;
  if (month - start < 1 || !/^\p{Lu}\p{Ll}[\p{L}'’&-]*,$/u.test(tokens[month]?.text ?? '')) return;
  month++;
  if (month - start < 2 || !MONTH.test(tokens[month]?.text ?? '') || !/^\d{4}[,.]?$/.test(tokens[month + 1]?.text ?? '')) return;
  if (labels.slice(month + 2).some((label) => !['pages', 'volume', 'issue', 'other', 'url', 'doi'].includes(label))) return;
  for (let k = start; k < month; k++) labels[k] = 'journal';
  labels[month] = 'date';
  labels[month + 1] = 'date';
}
