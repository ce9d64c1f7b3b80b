import type { Token } from './tokenize-reference';

/**
 * Session 37 (2026-12-03), from the twentieth collected set's misses: "…, Volume 1, Chapter 6, Wiley." and "Proceedings of the
 * Symposium on Time Series Analysis Chapter 15, 209-243." The chapter number is a locator, not part of the publisher or the
 * container, and the tagger's guess around it broke the container's last words off as a journal.
 */
/**
 * Session 38: "Section 7.2." too, a section number with its parts. Session 41: a table and its range ("Longmans, Table 8.1 p.
 * 239.", "Cambridge University Press, Tables 11.1--3.", "Statistics Canada, Table 3.2."), a data set's source in R manuals.
 */
const CHAPTER_WORD = /^(?:Chapter|Chap\.|Ch\.|Section|Sect\.|§|Table|Tables|Tab\.)$/i;
const CHAPTER_NUMBER = /^\d+(?:\.\d+)*(?:(?:-|--|–)\d+(?:\.\d+)*)?[,.;:]?$/;
const ENDS_PHRASE = /[.,:;!?"”'’)\]]$/;
const BREAKS_OFF = ['journal', 'other'];

export function chapterLocator(tokens: Token[], labels: string[]): void {
  for (let k = 0; k + 1 < tokens.length; k++) {
    if (!CHAPTER_WORD.test(tokens[k]?.text ?? '') || !CHAPTER_NUMBER.test(tokens[k + 1]?.text ?? '')) continue;
    // Only inside a publisher or container: "Chapter 4 Speech processing" may open a chapter's own title, and a "Chapter 6" read
    // as the volume is left alone.
    if (!['publisher', 'container-title', 'journal', 'other', 'note'].includes(labels[k] ?? '')) continue;
    labels[k] = 'other';
    labels[k + 1] = 'other';
    // "…Symposium on Time | Series Analysis Chapter 15": the container runs on, unpunctuated, up to the locator.
    let from = k;
    while (from > 0 && BREAKS_OFF.includes(labels[from - 1] ?? '') && !ENDS_PHRASE.test(tokens[from - 1]?.text ?? '')) from--;
    if (from < k && labels[from - 1] === 'container-title' && !ENDS_PHRASE.test(tokens[from - 1]?.text ?? '')) for (let j = from; j < k; j++) labels[j] = 'container-title';
    publisherNoteBeforeLocator(tokens, labels, k);
  }
}

const NAME_WORD = /^(?:\p{Lu}[\p{L}'’&.-]*|of|and|&)[,]?$/u;

/**
 * "Applied Linear Regression, Fourth Edition, Wiley, Section 7.2.": with no publisher read, up to three capitalised words left
 * as a note between the edition (or the title) and the locator, closed by a comma, are the publisher (session 38).
 */
function publisherNoteBeforeLocator(tokens: Token[], labels: string[], locator: number): void {
  if (labels.includes('publisher') || !/,$/.test(tokens[locator - 1]?.text ?? '')) return;
  let start = locator - 1;
  while (start > 0 && labels[start - 1] === 'note' && locator - start < 3) start--;
  const run = Array.from({ length: locator - start }, (_, j) => start + j);
  if (!run.every((k) => labels[k] === 'note' && NAME_WORD.test(tokens[k]?.text ?? '')) || run.slice(0, -1).some((k) => /,$/.test(tokens[k]?.text ?? ''))) return;
  if (!['edition', 'title'].includes(labels[start - 1] ?? '') || !/,$/.test(tokens[start - 1]?.text ?? '')) return;
  for (const k of run) labels[k] = 'publisher';
}

const SPELLED_VOLUME = /^(?:Volume|Vol\.)$/i;

/**
 * "An Introduction to Probability Theory and its | Applications, Volume 1": a book's title read up to its last word and that word
 * as a journal. A one-word journal straight after an unpunctuated title word, itself followed by a spelled-out "Volume", ends the title.
 */
export function titleEndReadAsJournalBeforeVolume(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('journal');
  if (start < 1 || labels[start - 1] !== 'title' || ENDS_PHRASE.test(tokens[start - 1]?.text ?? '')) return;
  // One word only, and a title with no comma of its own: "…Coefficients of Variation, Communications in Statistics Theory | and
  // Methods, Volume 36" is a title that already swallowed the journal's head, not a book title cut short.
  if (labels[start + 1] === 'journal' || labels.slice(start + 1).includes('journal')) return;
  if (labels.some((label, k) => label === 'title' && /,$/.test(tokens[k]?.text ?? ''))) return;
  if (!SPELLED_VOLUME.test(tokens[start + 1]?.text ?? '')) return;
  labels[start] = 'title';
}
