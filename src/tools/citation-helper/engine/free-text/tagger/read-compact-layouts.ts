import type { Token } from './tokenize-reference';

/**
 * Session 30 (2026-12-01) label repairs, from the thirteenth collected set's misses:
 * - astronomy's compact ADS layout, surnames then a bare year and no title ("Cardelli, Clayton, & Mathis 1989, ApJ, 345, 245",
 *   "Chiar & Tielens 2006, ApJ, …", "O'Donnell 1994, 422, 1580"), whose surnames the tagger read as a publisher or a journal;
 * - Copernicus's "Lambeck, K.: Geophysical Geodesy, …", where the colon after the last initial closes the names;
 * - a journal's or book's last word read as a number field ("Journal of statistical software./issue 2011 Mar;39(5):1.").
 */

/** A surname as ADS lists print it: capitalised, with apostrophes or hyphens ("O'Donnell", "Apell’aniz"). */
const SURNAME = /^\p{Lu}(?:['’]\p{Lu})?[\p{Ll}'’-]*\p{Ll}[\p{L}'’-]*,?$/u;
const JOINER = /^(?:&|and)$/;
/** A bare year closed by a comma: the compact layout's date ("1989,"); a bracketed or full-stopped year is APA's or Harvard's. */
const BARE_YEAR = /^(?:1[6-9]\d\d|20\d\d)[a-z]?,$/;

const firstWord = (labels: string[]) => labels.findIndex((label) => label !== 'citation-number');

/**
 * "Cardelli, Clayton, & Mathis 1989, ApJ, 345, 245", "Fitzpatrick, Massa, Gordon, et al. 2019, ApJ, 886, 108", "Gordon 2024,
 * JOSS 9(100), 7023": surnames only (no initial), joined by commas, "&" or "and", perhaps closed by "et al.", then a bare year
 * and a comma, open the reference: they are its authors and the year its date. Only when the tagger found no title before
 * the year (a title there would make the words something else) and the words are not all read as names already.
 */
export function surnamesBeforeBareYear(tokens: Token[], labels: string[]): void {
  const start = firstWord(labels);
  if (start < 0) return;
  let k = start;
  let surnames = 0;
  while (k < tokens.length && k - start < 12) {
    const text = tokens[k]?.text ?? '';
    if (SURNAME.test(text) && !/^(?:et|al|In|The|See|Available)\b/.test(text)) {
      surnames++;
      k++;
    } else if (JOINER.test(text) && surnames > 0) k++;
    else if (text === 'et' && /^al\.,?$/.test(tokens[k + 1]?.text ?? '') && surnames > 0) k += 2;
    else break;
  }
  if (k === start || surnames === 0 || !BARE_YEAR.test(tokens[k]?.text ?? '')) return;
  // "Maiz Apell’aniz" is one name of two words; more words than that with no comma between is a title or a body.
  const run = Array.from({ length: k - start }, (_, j) => start + j);
  let wordsWithoutComma = 0;
  for (const j of run) {
    const text = tokens[j]?.text ?? '';
    wordsWithoutComma = SURNAME.test(text) && !text.endsWith(',') ? wordsWithoutComma + 1 : 0;
    if (wordsWithoutComma > 2) return;
  }
  if (run.some((j) => labels[j] === 'title') || run.every((j) => labels[j] === 'author')) return;
  // Nothing after the year may be a title either: "Smith 2001, A Study of …" is Harvard, left to the tagger.
  if (labels.slice(k + 1).includes('title')) return;
  for (const j of run) labels[j] = 'author';
  labels[k] = 'date';
}

/**
 * Copernicus's "Lambeck, K.: Geophysical Geodesy, The Slow Deformations of the Earth, Clarendon Press, …", "Smith, A. and
 * Jones, B. C.: Title, in: …": an initial closed by a colon ends the names; the words the tagger read on as names after it
 * are the title's.
 */
export function namesEndAtInitialColon(tokens: Token[], labels: string[]): void {
  const start = firstWord(labels);
  if (start < 0 || labels[start] !== 'author') return;
  let k = start;
  while (k < tokens.length && labels[k] === 'author' && !/^(?:\p{Lu}\.-?)+:$/u.test(tokens[k]?.text ?? '')) k++;
  if (k >= tokens.length || labels[k] !== 'author') return;
  const from = k + 1;
  let end = from;
  while (end < tokens.length && labels[end] === 'author') end++;
  if (end === from) return;
  // Only when a title follows (the run is its opening) or none was found at all.
  if (end < tokens.length && labels[end] !== 'title' && labels.includes('title')) return;
  for (let j = from; j < end; j++) labels[j] = 'title';
}

/** Words that cue a number and are no part of a journal's name. */
const NUMBER_CUE = /^(?:pp?|vol|volume|no|nr|issue|iss|art|article|suppl|supplement|pt|part|ed|bd|heft|tome|fasc|ser|sect|chap|ch)\.?[,;:]?$/i;
const ROMAN = /^[IVXLCDM]+[.,;:]?$/;

/**
 * "Journal of statistical software./issue 2011 Mar;39(5):1.", "in Journal of artificial societies and social simulation,/pages
 * 2002": a plain word (no digit) right after a journal or container that the tagger read as its volume, issue or pages is
 * the journal's last word.
 */
export function containerWordReadAsNumber(tokens: Token[], labels: string[]): void {
  for (let k = 1; k < tokens.length; k++) {
    const label = labels[k] ?? '';
    if (!['volume', 'issue', 'pages'].includes(label)) continue;
    const before = labels[k - 1] ?? '';
    if (before !== 'journal' && before !== 'container-title') continue;
    const text = tokens[k]?.text ?? '';
    if (!/^\p{L}[\p{L}'’-]{2,}[.,;:]?$/u.test(text) || NUMBER_CUE.test(text) || ROMAN.test(text)) continue;
    if (/[.,;:]$/.test(tokens[k - 1]?.text ?? '')) continue;
    labels[k] = before;
  }
}

const INITIAL = /^(?:\p{Lu}\.-?)+$/u;

/**
 * Chemistry's "P. Pracht, E. Caldeweyher, S. Grimme, ChemRxiv, 2019, preprint.", "J. Koopman and S. Grimme, ACS Omega, 2019, 4,
 * 12, 15120-15133.": names each opened by an initial, then a piece without one closed by a comma right before the year — the
 * journal (or preprint server), which the tagger read as one more name.
 */
export function journalAfterInitialNames(tokens: Token[], labels: string[]): void {
  const start = firstWord(labels);
  if (start < 0 || labels[start] !== 'author' || !INITIAL.test(tokens[start]?.text ?? '')) return;
  let end = start;
  while (end < tokens.length && labels[end] === 'author') end++;
  if (!/^(?:1[6-9]\d\d|20\d\d)[a-z]?,$/.test(tokens[end]?.text ?? '') || !/,$/.test(tokens[end - 1]?.text ?? '')) return;
  // Pieces closed by commas: every one but the last opens with an initial.
  const pieces: number[][] = [[]];
  for (let k = start; k < end; k++) {
    pieces[pieces.length - 1]?.push(k);
    if (/,$/.test(tokens[k]?.text ?? '') && k < end - 1) pieces.push([]);
  }
  const last = pieces[pieces.length - 1] ?? [];
  if (pieces.length < 2 || last.length > 4 || last.some((k) => INITIAL.test(tokens[k]?.text ?? '') || JOINER.test(tokens[k]?.text ?? ''))) return;
  if (!pieces.slice(0, -1).every((piece) => INITIAL.test(tokens[piece[0] ?? -1]?.text ?? '') && piece.some((k) => /^\p{Lu}\p{Ll}/u.test(tokens[k]?.text ?? '')))) return;
  // Nothing else may be the journal.
  if (labels.includes('journal') || labels.includes('container-title') || labels.includes('title')) return;
  for (const k of last) labels[k] = 'journal';
}

/**
 * "Idzorek T. A step-by-step guide…", "Harrington, D. P. A Class of Hypothesis Tests…": an "A" without a full stop after names
 * whose initials have one, right before the title, is the title's article, not one more initial.
 */
export function articleAfterInitials(tokens: Token[], labels: string[]): void {
  const title = labels.indexOf('title');
  const k = title - 1;
  if (k < 1 || labels[k] !== 'author' || tokens[k]?.text !== 'A' || labels[k - 1] !== 'author') return;
  if (!/^(?:\p{Lu}\.-?)+$/u.test(tokens[k - 1]?.text ?? '')) return;
  labels[k] = 'title';
}

/** The words a publisher's name ends in, which a place never holds. */
const PUBLISHER_WORD = /^(?:University|Press|Publishers?|Publishing|Verlag|Books)[.,;]?$/;

/**
 * "Cambridge, Cambridge University Press.": a place's word run into the publisher with no punctuation between, the publisher
 * opening with "University" or "Press", is the publisher's first word (a place would be closed by a comma or colon).
 */
export function placeWordOpeningPublisher(tokens: Token[], labels: string[]): void {
  for (let k = 1; k < tokens.length; k++) {
    if (labels[k] !== 'publisher' || labels[k - 1] !== 'location' || !PUBLISHER_WORD.test(tokens[k]?.text ?? '')) continue;
    let j = k - 1;
    while (j >= 0 && labels[j] === 'location' && !/[,.;:]$/.test(tokens[j]?.text ?? '')) j--;
    // Some place must stay before it: "Cambridge, Cambridge University Press" keeps "Cambridge,".
    if (j < 0 || labels[j] !== 'location') continue;
    for (let m = j + 1; m < k; m++) labels[m] = 'publisher';
  }
}

/**
 * "In: Forecasting Expected Returns in the Financial Markets./publisher Elsevier Ltd; 2007.": the publisher's first word closed
 * by a full stop, with more of the publisher after it, is the book's last word.
 */
export function containerEndReadAsPublisher(tokens: Token[], labels: string[]): void {
  for (let k = 1; k + 1 < tokens.length; k++) {
    if (labels[k] !== 'publisher' || labels[k - 1] !== 'container-title' || labels[k + 1] !== 'publisher') continue;
    if (!/^\p{L}[\p{L}'’-]+\.$/u.test(tokens[k]?.text ?? '') || /[.,;:]$/.test(tokens[k - 1]?.text ?? '')) continue;
    labels[k] = 'container-title';
  }
}

/**
 * "Drainage of Groundwater Resting on a Sloping Bed. Water/title Resources Research 7, 1256–1263": at most two capitalised
 * words after the title's last full stop, run into the journal with no punctuation between, are the journal's first words.
 */
export function journalOpeningInTitle(tokens: Token[], labels: string[]): void {
  const journal = labels.findIndex((label) => label === 'journal' || label === 'container-title');
  if (journal < 2 || labels[journal - 1] !== 'title') return;
  let k = journal - 1;
  while (k >= 0 && labels[k] === 'title' && /^\p{Lu}\p{Ll}+$/u.test(tokens[k]?.text ?? '') && journal - k <= 2) k--;
  if (k === journal - 1 || labels[k] !== 'title' || !/\p{Ll}{2}\.$/u.test(tokens[k]?.text ?? '')) return;
  for (let j = k + 1; j < journal; j++) labels[j] = labels[journal] ?? 'journal';
}

/**
 * xtb's "C. Bannwarth, …, S. Spicher, S. Grimme WIREs Comput. Mol. Sci., 2020, 11, e01493.": an initials-first list that ends
 * on a lone initial lost its last family name to the journal, run on with no comma; a capitalised word with no punctuation
 * right after that initial, with more of the journal after it, is the family name.
 */
export function familyReadIntoJournal(tokens: Token[], labels: string[]): void {
  const start = firstWord(labels);
  if (start < 0 || labels[start] !== 'author' || !INITIAL.test(tokens[start]?.text ?? '')) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'author') end++;
  const next = end + 1;
  if (!INITIAL.test(tokens[end]?.text ?? '') || end === start || labels[next] !== 'journal' || labels[next + 1] !== 'journal') return;
  if (!/^\p{Lu}\p{Ll}+$/u.test(tokens[next]?.text ?? '')) return;
  labels[next] = 'author';
}
