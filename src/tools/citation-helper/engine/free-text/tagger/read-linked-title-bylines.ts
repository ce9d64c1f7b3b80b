import { GENRE_SENTENCE } from './read-document-numbers';
import { personListEnd } from './read-title-bylines';
import { lookUpLexicon } from './reference-lexicons';
import type { Token } from './tokenize-reference';

/**
 * Works listed as a linked title, then their authors, then where they appeared — the layout of
 * reStructuredText and Markdown reference lists ("`Title <https://…>`_ A. Author and B. Author.
 * Journal, Volume 4, 2005."): "A shrinkage approach to … genomics <http://doi.org/…> J. Schafer, and
 * K. Strimmer. Statistical Applications in Genetics and Molecular Biology, Volume 4, Issue 1, 2005.",
 * "Matrix Analysis <https://doi.org/…> R. Bhatia, Springer, 1997". The tagger, trained on author-first
 * references, reads the title's first words as names and the container's as more title. A link that
 * closes the opening words and a list of people's names right after it say which is which: the words
 * before the link are the title, the names the authors, and the part after the names (up to its comma
 * or full stop) the container — or the publisher when it is a publisher's name, the genre when it
 * names a thesis.
 */

const LINK = /^<?(?:https?:\/\/|www\.|doi:)/i;
const YEAR = /^\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,;:]?$/;
/** A name word, an initial (with or without its full stop) or a joiner: what a list of names the tagger read whole holds. */
const INITIAL = /^\p{Lu}\.(?:-?\p{Lu}\.)*[,;]?$/u;
const JOINER = /^(?:and|&)$/;
const NAME_PART = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.(?:-?\p{Lu}\.)*|and|&|van|von|de|der|den|da|di|du|le|la)[,;.]?$/u;
/** A volume or issue after the container says a journal (proceedings and books have pages too). */
const NUMBERS = new Set(['volume', 'issue']);
const STOPS = new Set(['date', 'volume', 'issue', 'pages', 'url', 'doi']);

/** The end of the names after the link: a list of people's names, or the tagger's own run of names when it closes a sentence there. */
function namesEnd(tokens: Token[], labels: string[], from: number): number {
  const end = personListEnd(tokens, from, true);
  if (end < 0) return -1;
  // "A. Barachant, A Andreev, and M. Congedo.": an initial printed without its full stop stops the list's reading; the
  // tagger's names run on, through name words only, to a full stop.
  let run = end;
  while (run < tokens.length && run - end < 8 && labels[run] === 'author' && NAME_PART.test(tokens[run]?.text ?? '')) {
    run++;
    if (/\p{L}{2,}\.$/u.test(tokens[run - 1]?.text ?? '')) return run;
  }
  return end;
}

export function namesAfterLinkedTitle(tokens: Token[], labels: string[]): void {
  if (labels.includes('editor')) return;
  const start = labels.findIndex((label) => label !== 'citation-number');
  const link = tokens.findIndex((token) => LINK.test(token.text));
  if (start < 0 || link - start < 2) return;
  const opening = tokens.slice(start, link);
  // The opening words are a title: no year, no link, no list of names (an author-first reference).
  if (opening.some((token) => YEAR.test(token.text)) || labels.slice(start, link).some((label) => STOPS.has(label))) return;
  if (personListEnd(tokens, start) >= 0) return;
  const end = namesEnd(tokens, labels, link + 1);
  if (end < 0) return;
  // One name of words alone may be a site's or a body's ("<https://docs.python.org/…>, Python Documentation."): an
  // initial, or a second name, says people.
  const names = tokens.slice(link + 1, end);
  if (!names.some((token) => INITIAL.test(token.text)) && !names.slice(0, -1).some((token) => /[,;]$/.test(token.text) || JOINER.test(token.text))) return;
  for (let k = start; k < link; k++) labels[k] = 'title';
  for (let k = link + 1; k < end; k++) labels[k] = 'author';
  // The part after the names, to its comma or full stop: nothing of it a date, a number or a link.
  let close = end;
  while (close < tokens.length && !/[,.;]$/.test(tokens[close]?.text ?? '')) close++;
  if (close >= tokens.length || labels.slice(end, close + 1).some((label) => STOPS.has(label))) return;
  const part = tokens.slice(end, close + 1).map((token) => token.text.replace(/[.,;:]+$/, ''));
  let label: string;
  if (GENRE_SENTENCE.test(part.join(' '))) label = 'genre';
  else if (part.length === 1 && lookUpLexicon((part[0] ?? '').toLowerCase()) === 'publisher') label = 'publisher';
  else {
    // Another container the tagger found elsewhere is kept; a part that is (or holds) the tagger's container is all of it.
    const containers = labels.flatMap((current, k) => (current === 'journal' || current === 'container-title' ? [k] : []));
    if (containers.some((k) => k < end || k > close)) return;
    const numbered = labels.slice(close + 1).some((current) => NUMBERS.has(current)) || containers.some((k) => labels[k] === 'journal');
    label = numbered ? 'journal' : 'container-title';
  }
  for (let k = end; k <= close; k++) labels[k] = label;
}
