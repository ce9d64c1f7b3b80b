import type { Token } from './tokenize-reference';

/**
 * Where a list of names ends, when the tagger ran it on into the title's first words:
 * - "Spencer, James S., et al. Better, Faster Fermionic Neural Networks.": "et al." closes the list;
 * - "P. Spirtes, C. Glymour, and R. Scheines, Causation, Prediction, and Search, 2nd ed.": in a list of
 *   initials-first names, the name after the last "and" is the last one.
 * - "Efficient graph-based image segmentation, Felzenszwalb…", "New English Bible. Oxford…": a lone word
 *   opening the reference with no punctuation after it is no list of names: every style closes its names with
 *   a comma, a full stop or a year (an acronym may be a body's name, and is left alone).
 * Only where the tagger's title starts right after the words it added to the names: those words are the
 * title's opening, not more people.
 */

const INITIAL = /^\p{Lu}\.(?:-?\p{Lu}\.)*,?$/u;
const JOINER = /^(?:and|&)$/;
const SUFFIX = /^(?:Jr|Sr|II|III|IV)\.?,?$/;

/** The first run of author tokens, [start, end], when a title follows it directly. */
function authorRunBeforeTitle(labels: string[]): [number, number] | undefined {
  const start = labels.indexOf('author');
  if (start < 0) return undefined;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'author') end++;
  return labels[end + 1] === 'title' ? [start, end] : undefined;
}

/** "…, et al. Better, Faster …": names read after a sentence-closing "et al." are the title's first words. */
export function titleAfterEtAl(tokens: Token[], labels: string[]): void {
  const run = authorRunBeforeTitle(labels);
  if (!run) return;
  const [start, end] = run;
  const cut = tokens.findIndex((token, k) => k > start && k < end && token.text === 'al.' && /^et$/i.test(tokens[k - 1]?.text ?? ''));
  // "F. Ruffini et al. (CDF Collaboration), talk given…": a bracketed body after "et al." is still the names'.
  if (cut < 0 || !/^\p{L}/u.test(tokens[cut + 1]?.text ?? '') || tokens.slice(cut + 1, end + 1).some((token) => /[()[\]]/.test(token.text))) return;
  for (let k = cut + 1; k <= end; k++) labels[k] = 'title';
}

/** "P. Spirtes, C. Glymour, and R. Scheines, Causation, Prediction, and Search": words after the name the last "and" joins are the title's. */
export function titleAfterLastJoinedName(tokens: Token[], labels: string[]): void {
  const run = authorRunBeforeTitle(labels);
  if (!run) return;
  const [start, end] = run;
  if (!INITIAL.test(tokens[start]?.text ?? '')) return;
  let joiner = -1;
  for (let k = start + 1; k < end; k++) if (JOINER.test(tokens[k]?.text ?? '')) joiner = k;
  if (joiner < 0) return;
  let k = joiner + 1;
  while (k <= end && INITIAL.test(tokens[k]?.text ?? '') && !/,$/.test(tokens[k]?.text ?? '')) k++;
  if (k === joiner + 1 || !/^\p{Lu}[\p{Ll}'’-]+[,.]$/u.test(tokens[k]?.text ?? '')) return;
  while (SUFFIX.test(tokens[k + 1]?.text ?? '')) k++;
  if (k >= end) return;
  // More initials after it are more names (a list with two "and"s), not a title.
  if (tokens.slice(k + 1, end + 1).some((token) => INITIAL.test(token.text))) return;
  for (let j = k + 1; j <= end; j++) labels[j] = 'title';
}

/** "Efficient graph-based image segmentation, …": one opening word (not an acronym) read as the names, run straight into the title, is the title's first word. */
export function titleWordReadAsName(tokens: Token[], labels: string[]): void {
  const run = authorRunBeforeTitle(labels);
  if (!run) return;
  const [start, end] = run;
  const first = labels.findIndex((label) => label !== 'citation-number');
  const text = tokens[start]?.text ?? '';
  // "A. Smith" or "Smith," carry their punctuation. Not a bare initial ("K Lind"), nor an acronym ("NREL", "IEA"): a body
  // may sign a work with one, and print no punctuation before the title.
  if (start !== first || end !== start || !/^\p{Lu}\p{Ll}[\p{Ll}'’-]*$|^\p{Ll}[\p{L}'’-]*$/u.test(text)) return;
  labels[start] = 'title';
}

/**
 * "…, and J. Nathan Kutz. Sparse identification…": where the tagger ended the names on a word with no punctuation
 * after it ("Nathan"), the name is not closed; the capitalised word the title opens with, closed by a full stop or
 * comma, is its family name (every style closes a list of names with punctuation).
 */
export function familyClosingNames(tokens: Token[], labels: string[]): void {
  const run = authorRunBeforeTitle(labels);
  if (!run) return;
  const [start, end] = run;
  const last = tokens[end]?.text ?? '';
  if (end <= start || /[,.;:)\]]$/.test(last) || JOINER.test(last) || !/^\p{Lu}\p{Ll}[\p{Ll}'’-]*$/u.test(last)) return;
  // The unclosed name opens with an initial or follows "and" ("and J. Nathan", "and Nathan"): a person's, not a body's.
  if (!INITIAL.test(tokens[end - 1]?.text ?? '') && !JOINER.test(tokens[end - 1]?.text ?? '')) return;
  if (!/^\p{Lu}\p{Ll}[\p{Ll}'’-]*[.,]$/u.test(tokens[end + 1]?.text ?? '') || labels[end + 2] !== 'title') return;
  labels[end + 1] = 'author';
}
