import type { Token } from './tokenize-reference';

/**
 * Session 45, from collected-27 (PLOS's older layout "Name AB (Year) Title. Journal Vol: pages." with French, Spanish and
 * German journal names): where the title and the journal meet with no full stop between them, the tagger cut at the wrong
 * sentence end.
 */

/** A sentence's end: a full stop after three lower-case letters or after a closing bracket ("(Madagascar)."). */
const SENTENCE_END = /(?:\p{Ll}{3,}|\))[.?!]["”’]?$/u;
const CLOSED = /[.?!]["”’]?$/u;
const MAX_MOVED_WORDS = 12;
/** What follows a journal in this layout: its volume, issue, pages or year. */
const LOCATOR = new Set(['volume', 'issue', 'pages', 'date']);

/** The last index of the run of `label` that starts at `start`. */
function runEnd(labels: string[], start: number, label: string): number {
  let end = start;
  while (labels[end + 1] === label) end++;
  return end;
}

/**
 * "… de la région de Majunga (Madagascar). CR Sommaire Des Séances et | Bull Soc Géol France 5: 205–208.", "… neurospora and
 * drosophila. Comptes Rendus de l'Académie des Sciences—Series III—Sciences | de la Vie 323: 57–67.": a title that does not
 * close on a full stop where the journal starts ran on into the journal's head. The words after its last sentence end are
 * the journal's, when the journal is followed by its locator.
 */
export function journalHeadInUnclosedTitle(tokens: Token[], labels: string[]): void {
  const journal = labels.indexOf('journal');
  // A title closed by a comma ("… diffuse functions, J. Chem. Phys.") ended where its writer meant it to.
  if (journal < 2 || labels[journal - 1] !== 'title' || !/[\p{L}\p{N}]$/u.test(tokens[journal - 1]?.text ?? '')) return;
  if (!LOCATOR.has(labels[runEnd(labels, journal, 'journal') + 1] ?? '')) return;
  let cut = -1;
  for (let k = journal - 1; k >= 0 && labels[k] === 'title'; k--) {
    if (SENTENCE_END.test(tokens[k]?.text ?? '')) {
      cut = k;
      break;
    }
  }
  if (cut < 0 || labels[cut - 1] !== 'title' || journal - cut - 1 > MAX_MOVED_WORDS || !/^\p{Lu}/u.test(tokens[cut + 1]?.text ?? '')) return;
  for (let k = cut + 1; k < journal; k++) labels[k] = 'journal';
}

/**
 * "Proposiciones para una nueva macrosistemática de los anuros. | Nota preliminar. Physis 21: 109–118.": a title's second
 * sentence read as the journal's head. A journal's words with a full stop are capitalised abbreviations ("Bull. Soc."); a
 * lower-case word of four letters or more closed by a full stop inside it ends a sentence of the title.
 */
export function titleSentenceInJournal(tokens: Token[], labels: string[]): void {
  const journal = labels.indexOf('journal');
  if (journal < 1 || labels[journal - 1] !== 'title' || !CLOSED.test(tokens[journal - 1]?.text ?? '')) return;
  const end = runEnd(labels, journal, 'journal');
  let last = -1;
  for (let k = journal; k < end; k++) if (/^\p{L}*\p{Ll}{4,}\.$/u.test(tokens[k]?.text ?? '') && /^\p{Ll}/u.test(tokens[k]?.text ?? '') && /^\p{Lu}/u.test(tokens[k + 1]?.text ?? '')) last = k;
  if (last < 0) return;
  for (let k = journal; k <= last; k++) labels[k] = 'title';
}
