import type { Token } from './tokenize-reference';

/**
 * Session 42, from the twenty-fourth collected set: numbers the tagger left at the end of a journal or a book's title —
 * biblatex's "In: Behavioral Ecology and Sociobiology 61.3 (2007)" (volume.issue), "R Journal, 1(2), Dec. 2009" and
 * "In K. E. Peace (ed.), Biopharmaceutical Statistics for Drug Development, 403--451." (a chapter's pages). A container's
 * name does not end in such a number, so the number is the volume or the pages when the reference has none.
 */

const VOLUME_DOT_ISSUE = /^\d{1,4}\.\d{1,3}$/;
const VOLUME_BRACKET_ISSUE = /^\d{1,4}\(\d{1,4}\)[,.;:]?$/;
const PAGE_RANGE = /^\d{1,6}\s*(?:-{1,2}|–|—)\s*\d{1,6}[,.;]?$/u;

export function numberClosingContainer(tokens: Token[], labels: string[]): void {
  for (const kind of ['journal', 'container-title']) {
    const start = labels.indexOf(kind);
    if (start < 0) continue;
    let end = start;
    while (labels[end + 1] === kind) end++;
    // The name must keep a word of its own.
    if (end === start) continue;
    const last = tokens[end]?.text ?? '';
    const previous = tokens[end - 1]?.text ?? '';
    const next = labels[end + 1];
    if (!labels.includes('volume') && VOLUME_DOT_ISSUE.test(last) && (next === 'date' || next === 'pages') && !/[,.;:]$/.test(previous)) labels[end] = 'volume';
    else if (!labels.includes('volume') && VOLUME_BRACKET_ISSUE.test(last) && /,$/.test(previous)) labels[end] = 'volume';
    else if (!labels.includes('pages') && PAGE_RANGE.test(last) && /,$/.test(previous)) labels[end] = 'pages';
  }
}
