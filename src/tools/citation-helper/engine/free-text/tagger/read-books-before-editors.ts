import type { Token } from './tokenize-reference';

/**
 * Session 33 (2026-12-02), from the sixteenth collected set's misses: "Potts, J. (2012), Chapter 2 - Basic concepts. Forecast
 * verification: a practitioner’s guide …, I. T. Jolliffe, and D. B. Stephenson, Eds., Wiley-Blackwell, 11–29." — a chapter's
 * title and its book's run together with no "In", the book's editors after them closed by their cue. Editors named after a
 * title, with no container found, are the book's: the title's words after its last sentence end are the book's title. A
 * publisher after the editors' cue read as a volume (it has no number) is the publisher.
 */
const EDITORS_CUE = /^(?:\(?eds?\.\)?|\(?editors?\)?|\(?hrsg\.\)?)[.,;:]*$/i;
/** A full stop after a word of three or more letters (not an initial or an abbreviation such as "Proc."). */
const SENTENCE_END = /[\p{Ll}\d]{3,}[.?!]["”’]?$/u;

export function bookTitleBeforeEditors(tokens: Token[], labels: string[]): void {
  if (labels.includes('journal') || labels.includes('container-title')) return;
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'title') end++;
  if (labels[end + 1] !== 'editor' || !/,$/.test(tokens[end]?.text ?? '')) return;
  let cue = end + 1;
  while (cue < labels.length && labels[cue] === 'editor' && !EDITORS_CUE.test(tokens[cue]?.text ?? '')) cue++;
  if (!EDITORS_CUE.test(tokens[cue]?.text ?? '') || !['editor', 'other'].includes(labels[cue] ?? '')) return;
  let cut = -1;
  for (let k = start; k < end; k++) if (SENTENCE_END.test(tokens[k]?.text ?? '')) cut = k;
  // The book keeps two words at least; the chapter's title keeps its own.
  if (cut < 0 || end - cut < 2) return;
  for (let k = cut + 1; k <= end; k++) labels[k] = 'container-title';
  const next = cue + 1;
  if (labels[next] === 'volume' && !/\d/.test(tokens[next]?.text ?? '') && /^\p{Lu}/u.test(tokens[next]?.text ?? '')) labels[next] = 'publisher';
}

const INITIAL = /^\p{Lu}\.(?:-?\p{Lu}\.)*[,;]?$/u;

/**
 * "… phylogenies. in Extinction Rates, eds. Lawton, J. H. and May, R. M., pp. 164--182" — the book named after "in" and before
 * its editors' cue, read as editors with them. The words between "in" and the comma closing them, right before the cue, are the
 * book's title (names would put their initials there).
 */
export function bookReadAsEditors(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('editor');
  if (start < 0 || !/^in:?$/i.test(tokens[start]?.text ?? '') || labels.includes('journal') || labels.includes('container-title')) return;
  let close = start + 1;
  while (close < labels.length && labels[close] === 'editor' && !/,$/.test(tokens[close]?.text ?? '')) close++;
  if (close >= labels.length || labels[close] !== 'editor' || !EDITORS_CUE.test(tokens[close + 1]?.text ?? '')) return;
  const words = tokens.slice(start + 1, close + 1);
  if (!/^\p{Lu}/u.test(words[0]?.text ?? '') || words.some((token) => INITIAL.test(token.text))) return;
  labels[start] = 'other';
  for (let k = start + 1; k <= close; k++) labels[k] = 'container-title';
}
