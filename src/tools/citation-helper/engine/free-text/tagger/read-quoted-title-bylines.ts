import { personListEnd } from './read-title-bylines';
import type { Token } from './tokenize-reference';

/**
 * A quoted title that opens the reference, then its authors, then where it appeared:
 * `"Efficient Algorithms for Finding Maximum Matching in Graphs", Zvi Galil, ACM Computing Surveys, 1986.`,
 * `"Benchmark graphs…", Andrea Lancichinetti, Santo Fortunato, and Filippo Radicchi, Phys. Rev. E 78…`,
 * `"An algorithm…", Meijer, Henk, Yurai Núñez-Rodríguez, and David Rappaport, Information processing letters, 2009.`,
 * `"Fiber-Integrated…", T. Schröder, A. W. Schell, …, and O. Benson, Nano. Lett. 11…`.
 * The tagger, trained on author-first references, reads such names as the journal's first words, or finds only the
 * last of them, or reads the others as editors. Round 4's rule (`namesAfterQuotedTitle`) takes initials-first names
 * when no name was found; this one takes full names too, and a list the tagger found only part of.
 */

const OPENS_QUOTE = /^(?:[“"«]|``)[\p{L}\p{N}]/u;
const CLOSES_QUOTE = /(?:[”"»]|'')[.,;:]?$/;
const OPENS_SINGLE = /^[‘'][\p{L}\p{N}]/u;
const CLOSES_SINGLE = /[\p{L}\p{N}.?!)][’'][.,;:]?$/u;
const INITIAL = /^\p{Lu}\.(?:-?\p{Lu}\.)*,?$/u;
const NAME_WORD = /^\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}?\p{Ll}+)*,?$/u;
const CONTAINER = new Set(['journal', 'container-title']);
/** Words of journals' names that a capitalised name never holds ("Estuarine Science Letters" is no person). */
const SERIAL_WORD = /^(?:journal|letters|review|reviews|science|sciences|surveys|reports|studies|research|transactions|proceedings|bulletin|annals|communications|physics|chemistry|mathematics|biology|engineering|computing|quarterly|magazine|news|today|advances|trends|frontiers|archives|acta|notes|systems|informatics|statistics|economics|medicine)$/i;
const AFTER_LIST = new Set(['url', 'doi', 'identifier', 'date', 'volume', 'issue', 'pages']);

/**
 * MLA's inverted first name, "Meijer, Henk," before more names: its end, or -1. Only when another name (or "and")
 * follows, so a journal after a lone family name ("Smith, Nature Physics, 5") is not taken for a given name.
 */
function invertedFirstNameEnd(tokens: Token[], from: number): number {
  if (!/^\p{Lu}[\p{Ll}'’-]+,$/u.test(tokens[from]?.text ?? '')) return -1;
  let k = from + 1;
  while (k < from + 3 && (NAME_WORD.test(tokens[k]?.text ?? '') || INITIAL.test(tokens[k]?.text ?? '')) && !/,$/.test(tokens[k]?.text ?? '')) k++;
  if (k === from + 3 || !/^(?:\p{Lu}[\p{Ll}'’-]+|\p{Lu}\.(?:-?\p{Lu}\.)*),$/u.test(tokens[k]?.text ?? '')) return -1;
  return k + 1;
}

const ABBREVIATION = /^\p{Lu}\p{Ll}{1,4}\.$/u;
const JOINER = /^(?:and|&)$/;

/** The names of a run, as [start, end) spans: each closed by its punctuation (initials do not close a name) or "and". */
function splitNames(tokens: Token[], from: number, to: number): [number, number][] {
  const names: [number, number][] = [];
  let start = from;
  for (let k = from; k < to; k++) {
    const text = tokens[k]?.text ?? '';
    if (JOINER.test(text)) {
      if (k > start) names.push([start, k]);
      start = k + 1;
    } else if ((/[,;.]$/.test(text) && !INITIAL.test(text)) || k === to - 1) {
      names.push([start, k + 1]);
      start = k + 1;
    }
  }
  return names;
}

/**
 * Where the names after `from` end, and how many people they are. The list stops before a "name" that is a journal's:
 * one holding a journal's word ("Estuarine Science Letters"), one in another style than the first name ("T. Regge,
 * Nuovo Cimento,"), or initials before an abbreviation that runs on into more words ("G. H. Booth, J. Chem. Theory").
 */
function bylineAfter(tokens: Token[], from: number): { end: number; people: number } | undefined {
  const inverted = invertedFirstNameEnd(tokens, from);
  const listFrom = inverted >= 0 ? (JOINER.test(tokens[inverted]?.text ?? '') ? inverted + 1 : inverted) : from;
  const listEnd = personListEnd(tokens, listFrom, true);
  if (listEnd < 0) return undefined;
  const names = splitNames(tokens, listFrom, listEnd);
  const initialsFirst = INITIAL.test(tokens[listFrom]?.text ?? '');
  const kept = names.findIndex(([start, end], n) => {
    const words = tokens.slice(start, end).map((token) => token.text.replace(/[,;.]+$/, ''));
    if (words.some((word) => SERIAL_WORD.test(word))) return true;
    if (n > 0 && INITIAL.test(tokens[start]?.text ?? '') !== initialsFirst) return true;
    const last = tokens[end - 1]?.text ?? '';
    return ABBREVIATION.test(last) && /^\p{Lu}\p{Ll}+/u.test(tokens[end]?.text ?? '');
  });
  const people = kept < 0 ? names.length : kept;
  if (!people) return undefined;
  const end = kept < 0 ? listEnd : (names[kept]?.[0] ?? listEnd);
  // An "and" left before the cut belongs to no one.
  return { end: JOINER.test(tokens[end - 1]?.text ?? '') ? end - 1 : end, people: people + (inverted >= 0 ? 1 : 0) };
}

export function namesAfterQuotedOpeningTitle(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  const first = tokens[start]?.text ?? '';
  const single = OPENS_SINGLE.test(first);
  if (start < 0 || !(OPENS_QUOTE.test(first) || single)) return;
  const closes = single ? CLOSES_SINGLE : CLOSES_QUOTE;
  const close = tokens.findIndex((token, k) => k >= start && k - start < 60 && closes.test(token.text));
  // The quotation ends with a comma, inside or outside the quotes ('", ' or ',"').
  if (close < 0 || labels.slice(start, close + 1).some((label) => label !== 'title') || !/,\S?$/.test(tokens[close]?.text ?? '')) return;
  const byline = bylineAfter(tokens, close + 1);
  if (!byline) return;
  const { end, people } = byline;
  // Names the tagger found must all lie in that run (it often finds only the last one, or reads the others as editors).
  if (labels.some((label, k) => (label === 'author' || label === 'editor') && (k <= close || k >= end))) return;
  // What follows tells names from a journal's words: the container's own words, or — after at least two people or
  // initials (a lone "Nature Physics," is as likely the journal) — a link, an identifier, numbers, a date or the end.
  const next = tokens[end];
  const container = CONTAINER.has(labels[end] ?? '') && !/^\(?\d/.test(next?.text ?? '');
  const initialsFirst = INITIAL.test(tokens[close + 1]?.text ?? '');
  const closing = end === tokens.length || AFTER_LIST.has(labels[end] ?? '') || /^(?:<?https?:|doi:|arxiv:)/i.test(next?.text ?? '');
  if (!container && !(closing && (people >= 2 || initialsFirst))) return;
  // A cut list must end at its names' own punctuation, before the container.
  if (end < tokens.length && !/[,;.]$/.test(tokens[end - 1]?.text ?? '')) return;
  for (let k = close + 1; k < end; k++) labels[k] = 'author';
}
