import type { Token } from './tokenize-reference';

/**
 * Session 41 (2026-12-04), from the twenty-second collected set's misses and the leftovers of sessions 36–38: what a reference
 * prints after its imprint to point into the work — a page ("Iowa State University Press. Page 288.", "Wiley. Pag. 52"), a table
 * ("Statistics Canada, Table 3.2.", "Experimental Designs. Table 3.1.") — and two names the tagger reads as something else
 * ("RFC 4122, RFC Editor.", "North Holland" alone as a place).
 */

/** A page word that opens a locator: "Page 288", "Pages 534-535", "Pag. 52" (Italian/Latin), "pp 174". Not "P.": an initial. */
const PAGE_WORD = /^(?:[Pp]ages?|[Pp]ag\.|pp\.?|Pp\.)$/;
const PAGE_NUMBER = /^\d+(?:[-–]+\d+)?[.,;]?$/;
/** What may follow a closing locator: a link, a note, punctuation. */
const AFTER_LOCATOR = ['url', 'doi', 'note', 'other'];
const ENDS_SENTENCE = /[.,]$/;

/**
 * "Iowa State University Press. Page | 288." (the page word read into the publisher) and "Wiley. Pag. | 52" or "Der Feldversuch.
 * Page | 69," (a page word read as a journal, its number as the volume): a page word and its number closing the reference are its
 * pages. A journal run before the page word, with no other journal, volume or publisher, is a publisher's name ("Wiley.").
 */
export function pageWordClosingImprint(tokens: Token[], labels: string[]): void {
  for (let k = 1; k + 1 < tokens.length; k++) {
    const label = labels[k] ?? '';
    if (!PAGE_WORD.test(tokens[k]?.text ?? '') || !PAGE_NUMBER.test(tokens[k + 1]?.text ?? '')) continue;
    if (!['publisher', 'journal'].includes(label) || !['pages', 'volume'].includes(labels[k + 1] ?? '')) continue;
    // Only a closing locator: "Wiley. Pag. 52 Table 4" or a link after it, never a journal's "Page 5, Vol. 3" mid-reference.
    if (!labels.slice(k + 2).every((next) => AFTER_LOCATOR.includes(next))) continue;
    // The page word opens its own phrase: "Press. Page", "Wiley. Pag." — not "Page" inside a name ("Page Street Press").
    if (labels[k - 1] === label && !ENDS_SENTENCE.test(tokens[k - 1]?.text ?? '')) continue;
    let from = k;
    while (from > 0 && labels[from - 1] === label) from--;
    if (label === 'journal' && from < k) {
      // "Wiley. Pag. 52": one to three words, the only journal, no other volume and no publisher — a publisher's name.
      const elsewhere = labels.some((other, j) => (j < from || j > k + 1) && ['journal', 'volume', 'issue', 'publisher'].includes(other));
      if (elsewhere || k - from > 3) continue;
      for (let j = from; j < k; j++) labels[j] = 'publisher';
    }
    labels[k] = 'pages';
    labels[k + 1] = 'pages';
  }
}

const TABLE_WORD = /^(?:[Tt]ables?|[Tt]ab\.)$/;
const TABLE_NUMBER = /^(?:\d+(?:\.\d+)*|[IVXLC]+)[a-z]?[.,;]?$/;
const TABLE_HOLDERS = ['title', 'volume', 'edition', 'other', 'issue', 'pages', 'note'];
const CAPITALISED = /^(?:\p{Lu}[\p{L}'’.&-]*|of|the|and|&)[,.]?$/u;

/**
 * "Experimental Designs. Table 3.1." (read as an edition), "Table | 3, page 61-63" (a volume), "Canada Year Book. Statistics
 * Canada, Table 3.2." (the end of the title): a table number after a full stop or comma points into the work; it is a note. When
 * it closed the title, a short capitalised sentence just before it, after the title's own full stop, is the publisher ("Statistics
 * Canada,"), as "Wiley, Section 7.2" is (read-chapter-locators.ts).
 */
export function tableLocator(tokens: Token[], labels: string[]): void {
  for (let k = 1; k + 1 < tokens.length; k++) {
    if (!TABLE_WORD.test(tokens[k]?.text ?? '') || !TABLE_NUMBER.test(tokens[k + 1]?.text ?? '')) continue;
    // After a full stop, a comma or a link ("….pdf Table 3, page 61-63").
    if (!(ENDS_SENTENCE.test(tokens[k - 1]?.text ?? '') || labels[k - 1] === 'url') || !TABLE_HOLDERS.includes(labels[k] ?? '')) continue;
    const closedTitle = labels[k] === 'title';
    // Inside a title only when the locator ends it: "Periodic Table 2 and its Uses" is no locator.
    if (closedTitle && labels[k + 2] === 'title') continue;
    labels[k] = 'note';
    labels[k + 1] = 'note';
    if (closedTitle && /,$/.test(tokens[k - 1]?.text ?? '') && !labels.includes('publisher')) publisherSentenceBeforeLocator(tokens, labels, k);
  }
}

function publisherSentenceBeforeLocator(tokens: Token[], labels: string[], locator: number): void {
  let start = locator - 1;
  while (start > 0 && labels[start - 1] === 'title' && !/\.$/.test(tokens[start - 1]?.text ?? '')) start--;
  // The title must keep a sentence of its own before this one ("Canada Year Book."), and this one be a short name.
  if (start === 0 || labels[start - 1] !== 'title' || locator - start > 4) return;
  const run = Array.from({ length: locator - start }, (_, j) => start + j);
  if (!run.every((k) => CAPITALISED.test(tokens[k]?.text ?? '')) || run.slice(0, -1).some((k) => /,$/.test(tokens[k]?.text ?? ''))) return;
  for (const k of run) labels[k] = 'publisher';
}

const RFC_NUMBER = /^\d{1,5}[,.;]?$/;

/**
 * "A Universally Unique IDentifier (UUID) URN namespace. RFC 4122, RFC Editor.": "RFC 4122" is the document's number (read as a
 * journal "RFC" and volume 4122), and a short capitalised name closed by a full stop right after its comma is its publisher.
 */
export function rfcNumber(tokens: Token[], labels: string[]): void {
  for (let k = 0; k + 1 < tokens.length; k++) {
    if (tokens[k]?.text !== 'RFC' || !RFC_NUMBER.test(tokens[k + 1]?.text ?? '') || labels[k] === 'title' || labels[k] === 'url') continue;
    labels[k] = 'identifier';
    labels[k + 1] = 'identifier';
    if (!/,$/.test(tokens[k + 1]?.text ?? '') || labels.includes('publisher')) continue;
    let end = k + 2;
    while (end < tokens.length && end - k - 2 < 3 && CAPITALISED.test(tokens[end]?.text ?? '') && !['url', 'doi', 'date'].includes(labels[end] ?? '') && !/\.$/.test(tokens[end - 1]?.text ?? '')) end++;
    if (end > k + 2 && /\.$/.test(tokens[end - 1]?.text ?? '')) for (let j = k + 2; j < end; j++) labels[j] = 'publisher';
  }
}

/** North-Holland, the Amsterdam imprint, is read as the Dutch province when no publisher is found: "…, Ed. G. T. Toussaint, North Holland." */
const PUBLISHER_NAMED_AS_PLACE = /^North[- ]Holland$/i;

export function publisherNamedAsPlace(tokens: Token[], labels: string[]): void {
  if (labels.includes('publisher')) return;
  const start = labels.indexOf('location');
  if (start < 0) return;
  let end = start;
  while (end < labels.length && labels[end] === 'location') end++;
  // The whole place, and nothing but it: "North Holland: New York." (the two swapped) is read-place-lexicon-imprints.ts's.
  if (labels.slice(end).includes('location')) return;
  const text = tokens.slice(start, end).map((token) => token.text).join(' ').replace(/[.,;:]+$/, '');
  if (PUBLISHER_NAMED_AS_PLACE.test(text)) for (let j = start; j < end; j++) labels[j] = 'publisher';
}

/**
 * "National Historical Geographic Information System: Version 2.0 (Minneapolis: …)": a version straight after the title's colon is
 * the title's subtitle (the data set's name), not an edition. A version after a full stop or comma is left as read.
 */
export function versionSubtitle(tokens: Token[], labels: string[]): void {
  for (let k = 1; k + 1 < tokens.length; k++) {
    if (tokens[k]?.text !== 'Version' || labels[k] !== 'edition' || labels[k - 1] !== 'title' || !/:$/.test(tokens[k - 1]?.text ?? '')) continue;
    for (let j = k; j < tokens.length && labels[j] === 'edition'; j++) labels[j] = 'title';
  }
}
