import type { Token } from './tokenize-reference';

/**
 * Session 43, from the title-first references of the dev sets (collected-3-heldout's NetworkX docstrings): a name list or
 * a title the tagger split or misnamed where no cue word says what it is.
 */

/** What marks editors: "ed.", "eds.", "(eds)", "editors", "edited by", "Hrsg.", "In". */
const EDITOR_CUE = /^(?:\(?(?:eds?|editors?|edited|hrsg|hg|dir|dirs|coord)\b.*|in:?)$/i;
const JOINER = /^(?:and|&)$/;

/**
 * "Title. G. Loizou and P. Thanish, Information Sciences, v. 27": one list of names, its first name read as an editor and the
 * rest, from "and", as the authors. With no word anywhere that marks editors, names that run on into the author list with
 * "and" are authors too.
 */
export function editorRunningIntoAuthors(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('editor');
  if (start < 0) return;
  let end = start;
  while (labels[end + 1] === 'editor') end++;
  if (labels[end + 1] !== 'author' || !JOINER.test(tokens[end + 1]?.text ?? '')) return;
  if (labels.slice(end + 1).includes('editor')) return;
  if (tokens.some((token) => EDITOR_CUE.test(token.text))) return;
  // A name before the joiner: capitalised words or initials, no comma or full stop closing a sentence inside.
  if (end - start > 4 || !tokens.slice(start, end + 1).every((token) => /^\p{Lu}[\p{L}'’.-]*$/u.test(token.text))) return;
  for (let k = start; k <= end; k++) labels[k] = 'author';
}

const INITIAL = /^\p{Lu}\.$/u;

/**
 * "GEXF File Format, http://gexf.net/": a web page cited by its name and its link only, the name read as a person's. A
 * reference with no title, no date and nothing else but the link names its page: the words are the title. Not when they
 * hold an initial or a joined list ("A. Lind, http://…", "Lind and Berg, http://…"), which name people.
 */
export function loneNameBeforeLinkIsTitle(tokens: Token[], labels: string[]): void {
  const named = labels.map((label, k) => ({ label, k })).filter(({ label }) => label !== 'other' && label !== 'citation-number');
  const author = named.filter(({ label }) => label === 'author');
  if (!author.length || author.length > 8 || !named.every(({ label }) => label === 'author' || label === 'url')) return;
  if (!named.some(({ label }) => label === 'url')) return;
  const words = author.map(({ k }) => tokens[k]?.text ?? '');
  if (words.some((word) => INITIAL.test(word) || JOINER.test(word) || /^\p{Lu}\.\p{Lu}\./u.test(word))) return;
  // Three words or more: "Format, Gexf" of two is a family and a given name as often as a page's name.
  if (words.length < 3) return;
  for (const { k } of author) labels[k] = 'title';
}
